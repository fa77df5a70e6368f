// selection/index: 双色球 number selection — candidates, blues and filters;
// the server answers the combinations that pass and their cost.
import { useState } from 'react';
import { useLazyQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { BallPicker, toggled } from './Balls';
import { lotteryText as t } from './strings';

const Select = graphql(`
  query SelectNumbers($input: SelectNumbersInput!) {
    selectNumbers(input: $input) {
      bets
      costFen
      reds
      blues
    }
  }
`);

export function SelectionPage() {
  const [reds, setReds] = useState(new Set<number>());
  const [blues, setBlues] = useState(new Set<number>());
  const [sumMin, setSumMin] = useState('');
  const [sumMax, setSumMax] = useState('');
  const [odd, setOdd] = useState('');
  const [run, { data }] = useLazyQuery(Select);
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v));
  const r = data?.selectNumbers;
  return (
    <div className="page selection">
      <p>{t.candidates}</p>
      <BallPicker max={33} picked={reds} kind="red" onToggle={(n) => setReds((s) => toggled(s, n))} />
      <p>{t.pickBlue}</p>
      <BallPicker max={16} picked={blues} kind="blue" onToggle={(n) => setBlues((s) => toggled(s, n))} />
      <div className="filters row">
        <input placeholder={t.sumMin} value={sumMin} onChange={(e) => setSumMin(e.target.value)} />
        <input placeholder={t.sumMax} value={sumMax} onChange={(e) => setSumMax(e.target.value)} />
        <input placeholder={t.oddCount} value={odd} onChange={(e) => setOdd(e.target.value)} />
      </div>
      <button
        className="primary"
        disabled={reds.size < 6 || blues.size < 1}
        onClick={() =>
          void run({
            variables: {
              input: {
                candidates: [...reds],
                blues: [...blues],
                sumMin: num(sumMin),
                sumMax: num(sumMax),
                oddMin: num(odd),
                oddMax: num(odd),
              },
            },
          })
        }
      >
        {t.filter}
      </button>
      {r && (
        <section className="result">
          <div>
            {t.bets}：<b>{r.bets}</b> · {t.cost}：<b>{t.yuan(r.costFen)}</b>
          </div>
          <ol>
            {r.reds.map((combo) => (
              <li key={combo.join('-')}>
                {combo.map((n) => String(n).padStart(2, '0')).join(' ')} + {r.blues.join(',')}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
