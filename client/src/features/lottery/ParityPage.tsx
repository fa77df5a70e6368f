// statics/index: parity statistics (奇偶, 大小, 和值, 跨度, 连号) of the
// last draws of 双色球.
import { useQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { lotteryText as t } from './strings';

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
  const { data } = useQuery(Parity);
  const shapes = data?.trend.shapes ?? [];
  return (
    <div className="page parity">
      <table className="omission">
        <thead>
          <tr>
            <th>{t.issueHead}</th>
            <th>{t.oddEven}</th>
            <th>{t.bigSmall}</th>
            <th>{t.sum}</th>
            <th>{t.span}</th>
            <th>{t.consecutive}</th>
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
  );
}
