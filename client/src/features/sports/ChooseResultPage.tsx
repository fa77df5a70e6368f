// sports/chooseResult: a selection's 奖金明细: bets, cost and bonus range,
// the hit table (winning bets per size, least and most paid, for each
// number of right matches), every single bet with its bonus (a page at a
// time), 奖金优化 (平均/博热/博冷, the stake kept), and 兑奖 once its matches
// have results.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { BonusStrategy } from '../../gql/graphql';
import { Button, Card, MissingState, QueryState, Selector } from '../../ui';
import { oddsText } from './format';
import { toInput } from './order';
import { OrderMatches, useLinkedOrder, useOrderMatches } from './OrderMatches';
import { QuoteFigures } from './QuoteFigures';
import { SaveOrder } from './SaveOrder';
import { sportsText as t } from './strings';
import './sports.css';

const Detail = graphql(`
  query SportsDetail($input: SportsSelectionInput!, $after: String) {
    sportsBreakdown(input: $input) {
      ...QuoteFigures_breakdown
      hits {
        hits
        sizes
        winningBets
        minBonus {
          yuan
        }
        maxBonus {
          yuan
        }
      }
      singles(first: 20, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          bonus {
            yuan
          }
          capped
          legs {
            match
            optionName
            odds
          }
        }
      }
    }
  }
`);

const Optimize = graphql(`
  query SportsOptimizeDetail($input: SportsSelectionInput!, $strategy: BonusStrategy!) {
    sportsOptimize(input: $input, strategy: $strategy) {
      multiples
      returns {
        yuan
      }
    }
  }
`);

const Check = graphql(`
  query SportsCheck($input: SportsSelectionInput!) {
    sportsPrizeCheck(input: $input) {
      winningBets
      pendingBets
      won {
        yuan
      }
    }
  }
`);

const STRATEGIES: BonusStrategy[] = ['EVEN', 'FAVOURITE', 'LONGSHOT'];

export function ChooseResultPage() {
  const order = useLinkedOrder();
  if (!order) return <MissingState what={t.missingOrder} />;
  return <Detail_ order={order} />;
}

function Detail_({ order }: { order: NonNullable<ReturnType<typeof useLinkedOrder>> }) {
  const input = toInput(order);
  const [after, setAfter] = useState<string | null>(null);
  const [strategy, setStrategy] = useState<BonusStrategy | null>(null);
  const { data, loading, error, refetch } = useQuery(Detail, { variables: { input, after }, context: { silent: true } });
  const opt = useQuery(Optimize, { variables: { input, strategy: strategy ?? 'EVEN' }, skip: !strategy, context: { silent: true } });
  const { found } = useOrderMatches(order);
  const decided = found.length === order.matches.length && found.some((m) => m.state === 'FINISHED' || m.state === 'VOID');
  const check = useQuery(Check, { variables: { input }, skip: !decided, context: { silent: true } });
  const b = data?.sportsBreakdown;
  const label = (i: number) => found.find((m) => m.id === order.matches[i]?.matchId)?.matchNum ?? String(i + 1);
  return (
    <div className="lm-sports" data-testid="choose-result">
      <OrderMatches order={order} />
      <QueryState loading={loading && !data} error={error} onRetry={() => void refetch().catch(() => undefined)}>
        {b && (
          <>
            <Card title={order.passTypes.join(' ')}>
              <QuoteFigures quote={b} />
              {check.data && (
                <p className="lm-sports-check" data-testid="prize-check">
                  {check.data.sportsPrizeCheck.winningBets > 0
                    ? t.won(check.data.sportsPrizeCheck.winningBets, check.data.sportsPrizeCheck.won.yuan)
                    : t.notWon}
                  {check.data.sportsPrizeCheck.pendingBets > 0 && ` ${t.pending(check.data.sportsPrizeCheck.pendingBets)}`}
                </p>
              )}
            </Card>
            {b.hits.length > 0 && (
              <Card title={t.hits}>
                <table className="lm-sports-table" data-testid="hits-table">
                  <thead>
                    <tr>
                      <th scope="col">{t.hits}</th>
                      <th scope="col">{t.winningBets}</th>
                      <th scope="col">{t.minBonus}</th>
                      <th scope="col">{t.maxBonus}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {b.hits.map((h) => (
                      <tr key={h.hits}>
                        <th scope="row">{t.hitsRow(h.hits)}</th>
                        <td>{h.winningBets.reduce((a, x) => a + x, 0)}</td>
                        <td>{h.minBonus.yuan}</td>
                        <td>{h.maxBonus.yuan}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p className="lm-sports-note" data-testid="range-note">
                  {t.rangeNote}
                </p>
              </Card>
            )}
            <Card title={t.singles}>
              <ol className="lm-sports-singles" data-testid="singles">
                {b.singles.nodes.map((s, n) => (
                  <li key={n}>
                    {t.singleLine(s.legs.map((l) => `${label(l.match)}${l.optionName}@${oddsText(l.odds)}`).join(' × '), s.bonus.yuan)}
                    {s.capped && <b className="lm-sports-capped">{t.capped}</b>}
                  </li>
                ))}
              </ol>
              {b.singles.pageInfo.hasNextPage && (
                <Button size="small" onClick={() => setAfter(b.singles.pageInfo.endCursor ?? null)}>
                  {t.more}
                </Button>
              )}
            </Card>
            <SaveOrder order={order} />
            <Card title={t.optimize}>
              <Selector
                className="lm-sports-choice"
                showCheckMark={false}
                options={STRATEGIES.map((s) => ({ label: t.strategies[s], value: s }))}
                value={strategy ? [strategy] : []}
                onChange={(v) => setStrategy(v[0] ?? null)}
              />
              {opt.error && (
                <p className="lm-sports-error" role="alert">
                  {opt.error.message}
                </p>
              )}
              {strategy && opt.data && (
                <ol className="lm-sports-singles" data-testid="optimized">
                  {opt.data.sportsOptimize.multiples.map((m, n) => (
                    <li key={n}>{t.optimizedLine(m, opt.data!.sportsOptimize.returns[n]?.yuan ?? '')}</li>
                  ))}
                </ol>
              )}
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
