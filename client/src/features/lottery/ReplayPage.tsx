// pages/lotteryRePlay/index (彩票回放): how one ticket would have done in
// each of the last draws — cost, winnings, and the draws it won.
import { useState } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Button, Card, ErrorState, List, LoadingState, Selector } from '../../ui';
import { checkable, drawText, GAMES, ticketNumbers } from './games';
import { GameTabs, OrderPicker } from './OrderPicker';
import { PrizeLines } from './PrizeLines';
import { useOrder } from './useOrder';
import { lotteryText as t } from './strings';
import './lottery.css';

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

const WINDOWS = [30, 50, 100].map((n) => ({ label: t.window(n), value: n }));

export function ReplayPage() {
  const [order, setOrder] = useOrder();
  const { def, zones } = order;
  const [last, setLast] = useState(30);
  // The page shows its own error and retry, so the global toast stays quiet.
  const [run, { data, loading, error }] = useLazyQuery(Replay);
  const r = data?.lotteryReplay;
  const won = r?.results.filter((x) => x.lines.length > 0) ?? [];
  const canRun = checkable(def, zones);
  const start = () =>
    void run({ variables: { game: def.game, ticket: ticketNumbers(def, zones), last }, context: { silent: true } }).catch(
      () => undefined,
    );
  return (
    <div className="lm-lottery lm-lottery-replay">
      <GameTabs games={GAMES} current={def} onPick={(g) => setOrder({ def: g })} />
      <OrderPicker def={def} zones={zones} onChange={(z) => setOrder({ zones: z })} />
      <div className="lm-lottery-field">
        <span className="lm-lottery-field-label" id="lm-lottery-window-label">
          {t.windowLabel}
        </span>
        <Selector
          className="lm-lottery-choice"
          aria-labelledby="lm-lottery-window-label"
          columns={3}
          options={WINDOWS}
          value={[last]}
          // Single choice: tapping the chosen one again keeps it.
          onChange={(v) => v[0] && setLast(v[0])}
        />
      </div>
      {!canRun && <p className="lm-lottery-hint">{t.notCheckable}</p>}
      <Button color="primary" block data-testid="run-replay" disabled={!canRun} loading={loading} onClick={start}>
        {t.replayRun}
      </Button>
      {error ? (
        <ErrorState onRetry={start} />
      ) : loading && !r ? (
        <LoadingState />
      ) : (
        r && (
          <Card data-testid="replay-summary" title={t.replaySummary(r.draws, r.wonDraws, r.cost.yuan, r.won.yuan)}>
            {r.unknownLines > 0 && <p className="lm-lottery-hint">{t.replayUnknown(r.unknownLines)}</p>}
            {won.length === 0 ? (
              <p className="lm-lottery-total">{t.noWin}</p>
            ) : (
              <List>
                {won.map((x) => (
                  <List.Item key={x.issue} data-testid="replay-win">
                    <div className="lm-lottery-draw-head">
                      <b>{t.issue(x.issue)}</b>
                      <time>{String(x.drawDate)}</time>
                    </div>
                    <p className="lm-lottery-note lm-lottery-nums">{drawText(def, x.mainNumbers, x.extraNumbers)}</p>
                    <PrizeLines result={x} />
                  </List.Item>
                ))}
              </List>
            )}
          </Card>
        )
      )}
    </div>
  );
}
