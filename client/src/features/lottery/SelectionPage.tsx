// selection/index: 双色球 number selection — candidates, blues and filters;
// the server answers the combinations that pass and their cost.
import { useState } from 'react';
import { useLazyQuery } from '@apollo/client';
import { graphql } from '../../gql';
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

function toggle(set: Set<number>, n: number): Set<number> {
  const next = new Set(set);
  if (next.has(n)) next.delete(n);
  else next.add(n);
  return next;
}

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
      <div className="balls">
        {Array.from({ length: 33 }, (_, i) => i + 1).map((n) => (
          <button key={n} className={reds.has(n) ? 'ball red on' : 'ball red'} onClick={() => setReds((s) => toggle(s, n))}>
            {String(n).padStart(2, '0')}
          </button>
        ))}
      </div>
      <p>{t.pickBlue}</p>
      <div className="balls">
        {Array.from({ length: 16 }, (_, i) => i + 1).map((n) => (
          <button key={n} className={blues.has(n) ? 'ball blue on' : 'ball blue'} onClick={() => setBlues((s) => toggle(s, n))}>
            {String(n).padStart(2, '0')}
          </button>
        ))}
      </div>
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
