// statics/index: parity statistics (奇偶, 大小, 和值, 跨度, 连号) of the
// last draws of 双色球.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Card, QueryState } from '../../ui';
import { lotteryText as t } from './strings';
import './lottery.css';

const Parity = graphql(`
  query ParityStatistics {
    trend(game: SSQ, last: 30) {
      shapes {
        issue
        odd
        even
        big
        small
        sum
        span
        consecutive
      }
    }
  }
`);

export function ParityPage() {
  // The page shows its own error and retry, so the global toast stays quiet.
  const { data, loading, error, refetch } = useQuery(Parity, { context: { silent: true } });
  const shapes = data?.trend.shapes ?? [];
  return (
    <div className="lm-lottery lm-lottery-parity">
      <QueryState
        loading={loading && !data}
        error={error}
        empty={shapes.length === 0}
        emptyText={t.noDraws}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <Card title={`${t.gameNames.SSQ} · ${t.window(shapes.length)}`}>
          <div className="lm-lottery-scroll">
            <table className="lm-lottery-table">
              <thead>
                <tr>
                  <th scope="col">{t.issueHead}</th>
                  <th scope="col">{t.oddEven}</th>
                  <th scope="col">{t.bigSmall}</th>
                  <th scope="col">{t.sum}</th>
                  <th scope="col">{t.span}</th>
                  <th scope="col">{t.consecutive}</th>
                </tr>
              </thead>
              <tbody>
                {shapes.map((s) => (
                  <tr key={s.issue} data-testid="parity-row">
                    <td>{s.issue.slice(-3)}</td>
                    <td>
                      {s.odd}:{s.even}
                    </td>
                    <td>
                      {s.big}:{s.small}
                    </td>
                    <td>{s.sum}</td>
                    <td>{s.span}</td>
                    <td>{s.consecutive}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      </QueryState>
    </div>
  );
}
