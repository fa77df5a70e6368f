// The bonus calculator (双色球 复式): pick balls, see the bets, the cost and
// how the order splits into tickets. Counting is the server's (one rule set).
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { useSession } from '../session/SessionProvider';
import { graphql } from '../../gql';
import { BallPicker, toggled } from './Balls';
import { lotteryText as t } from './strings';

const Count = graphql(`
  query SsqBetCount($red: Int!, $blue: Int!, $multiple: Int!) {
    betCount(input: { kind: "SSQ_MULTI", red: $red, blue: $blue, multiple: $multiple }) {
      bets
      costFen
      tickets
    }
  }
`);

const Save = graphql(`
  mutation SaveSsqSelection($main: [Int!]!, $extra: [Int!]!, $multiple: Int) {
    saveSelection(game: SSQ, mainNumbers: $main, extraNumbers: $extra, multiple: $multiple) {
      id
    }
  }
`);

export function CalculatorPage() {
  const { session } = useSession();
  const [save] = useMutation(Save);
  const [red, setRed] = useState(new Set<number>());
  const [blue, setBlue] = useState(new Set<number>());
  const [multiple, setMultiple] = useState(1);
  const ready = red.size >= 6 && blue.size >= 1;
  const { data } = useQuery(Count, {
    variables: { red: red.size, blue: blue.size, multiple },
    skip: !ready,
    context: { silent: true },
  });
  const r = ready ? data?.betCount : undefined;
  return (
    <div className="page calculator">
      <p>{t.pickRed}</p>
      <BallPicker max={33} picked={red} kind="red" onToggle={(n) => setRed((s) => toggled(s, n))} />
      <p>{t.pickBlue}</p>
      <BallPicker max={16} picked={blue} kind="blue" onToggle={(n) => setBlue((s) => toggled(s, n))} />
      <label>
        {t.multiple}
        <input
          type="number"
          min={1}
          max={10000}
          value={multiple}
          onChange={(e) => setMultiple(Math.max(1, Number(e.target.value) || 1))}
        />
      </label>
      <section className="result">
        <div>
          {t.bets}：<b data-testid="bets">{r ? r.bets : 0}</b>
        </div>
        <div>
          {t.cost}：<b data-testid="cost">{t.yuan(r ? r.costFen : 0)}</b>
        </div>
        {r && r.tickets.length > 1 && <div>{t.tickets(r.tickets)}</div>}
      </section>
      {session && ready && (
        <button
          className="primary"
          data-testid="save-selection"
          onClick={async () => {
            const r = await save({ variables: { main: [...red], extra: [...blue], multiple } }).catch(() => null);
            if (r?.data) toast(t.saved, 0);
          }}
        >
          {t.save}
        </button>
      )}
      {session && <Link to="/pages/selection/record">{t.records}</Link>}
      <button
        onClick={() => {
          setRed(new Set());
          setBlue(new Set());
          setMultiple(1);
        }}
      >
        {t.clear}
      </button>
    </div>
  );
}
