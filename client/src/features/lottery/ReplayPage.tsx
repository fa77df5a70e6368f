// pages/lotteryRePlay/index (彩票回放): how one ticket would have done in
// each of the last draws — cost, winnings, and the draws it won.
import { useState } from 'react';
import { useLazyQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { checkable, drawText, GAMES, ticketNumbers } from './games';
import { GameTabs, OrderPicker } from './OrderPicker';
import { PrizeLines } from './PrizeLines';
import { useOrder } from './useOrder';
import { lotteryText as t } from './strings';

const Replay = graphql(`
  query LotteryReplay($game: Game!, $ticket: TicketInput!, $last: Int!) {
    lotteryReplay(game: $game, ticket: $ticket, last: $last) {
      draws
      wonDraws
      cost {
        yuan
      }
      won {
        yuan
      }
      unknownLines
      results {
        issue
        drawDate
        mainNumbers
        extraNumbers
        lines {
          tier
        }
        ...PrizeLines_result
      }
    }
  }
`);

const WINDOWS = [30, 50, 100];

export function ReplayPage() {
  const [order, setOrder] = useOrder();
  const { def, zones } = order;
  const [last, setLast] = useState(30);
  const [run, { data, loading, error }] = useLazyQuery(Replay);
  const r = data?.lotteryReplay;
  const won = r?.results.filter((x) => x.lines.length > 0) ?? [];
  return (
    <div className="page replay">
      <GameTabs games={GAMES} current={def} onPick={(g) => setOrder({ def: g })} />
      <OrderPicker def={def} zones={zones} onChange={(z) => setOrder({ zones: z })} />
      <div className="tabs">
        {WINDOWS.map((n) => (
          <button key={n} className={n === last ? 'on' : ''} onClick={() => setLast(n)}>
            {t.window(n)}
          </button>
        ))}
      </div>
      <button
        className="primary"
        data-testid="run-replay"
        disabled={!checkable(def, zones) || loading}
        onClick={() =>
          void run({ variables: { game: def.game, ticket: ticketNumbers(def, zones), last } })
        }
      >
        {t.replayRun}
      </button>
      {error && <p className="empty">{error.message}</p>}
      {r && (
        <section className="result" data-testid="replay-summary">
          <p>{t.replaySummary(r.draws, r.wonDraws, r.cost.yuan, r.won.yuan)}</p>
          {r.unknownLines > 0 && <p className="hint">{t.replayUnknown(r.unknownLines)}</p>}
          {won.length === 0 && <p className="empty">{t.noWin}</p>}
          <ul>
            {won.map((x) => (
              <li key={x.issue} data-testid="replay-win">
                <b>{t.issue(x.issue)}</b> {x.drawDate}：{drawText(def, x.mainNumbers, x.extraNumbers)}
                <PrizeLines result={x} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
