// The 双色球 trend chart (走势图): the last N draws as rows, the blue ball's
// column joined by a line (its omission shows as the gaps), the red balls'
// current omission and hot/cold numbers. Landscape mode widens the chart.
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { lotteryText as t } from './strings';

const TrendQuery = graphql(`
  query SsqTrend($last: Int!) {
    trend(game: SSQ, last: $last) {
      draws
      hot
      cold
      main {
        number
        frequency
        currentOmission
        maxOmission
      }
      extra {
        number
        currentOmission
      }
    }
    drawHistory(game: SSQ, first: $last) {
      edges {
        node {
          issue
          mainNumbers
          extraNumbers
        }
      }
    }
  }
`);

/** Cell size: larger in landscape mode, where the chart gets the width. */
const cellSize = (landscape: boolean) => (landscape ? 34 : 22);

export function TrendChartPage() {
  const [last, setLast] = useState(30);
  const [landscape, setLandscape] = useState(false);
  const { data } = useQuery(TrendQuery, { variables: { last } });
  const CELL = cellSize(landscape);
  // Oldest at the top, as trend charts are read.
  const rows = [...(data?.drawHistory.edges ?? [])].reverse().map((e) => e.node);
  const width = CELL * 17;
  const height = CELL * rows.length;
  const points = rows.map((r, i) => `${(r.extraNumbers[0] ?? 0) * CELL + CELL / 2},${i * CELL + CELL / 2}`);
  return (
    <div className={landscape ? 'page trend landscape' : 'page trend'} data-testid="trend-chart">
      <div className="toolbar">
        {[30, 50, 100].map((n) => (
          <button key={n} className={n === last ? 'on' : ''} onClick={() => setLast(n)}>
            {t.window(n)}
          </button>
        ))}
        <button onClick={() => setLandscape((l) => !l)}>{landscape ? t.portrait : t.landscape}</button>
      </div>
      <h2>{t.blueTrend}</h2>
      <div className="chart-scroll">
        <svg width={width} height={height} role="img" aria-label={t.blueTrend}>
          {rows.map((r, i) => (
            <g key={r.issue}>
              <text x={2} y={i * CELL + 15} fontSize={9} fill="#999">
                {r.issue.slice(-3)}
              </text>
              {Array.from({ length: 16 }, (_, k) => k + 1).map((n) => (
                <rect key={n} x={n * CELL} y={i * CELL} width={CELL} height={CELL} fill="none" stroke="#eee" />
              ))}
            </g>
          ))}
          <polyline points={points.join(' ')} fill="none" stroke="#1f6fd1" strokeWidth={1.5} />
          {rows.map((r, i) => (
            <g key={`b${r.issue}`}>
              <circle cx={(r.extraNumbers[0] ?? 0) * CELL + CELL / 2} cy={i * CELL + CELL / 2} r={9} fill="#1f6fd1" />
              <text x={(r.extraNumbers[0] ?? 0) * CELL + CELL / 2} y={i * CELL + CELL / 2 + 4} fontSize={10} fill="#fff" textAnchor="middle">
                {r.extraNumbers[0]}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <h2>{t.redOmission}</h2>
      <table className="omission">
        <thead>
          <tr>
            <th>{t.red}</th>
            <th>{t.omission}</th>
            <th>{t.frequency}</th>
          </tr>
        </thead>
        <tbody>
          {data?.trend.main.map((n) => (
            <tr key={n.number} data-testid="omission-row">
              <td>{String(n.number).padStart(2, '0')}</td>
              <td>{n.currentOmission}</td>
              <td>{n.frequency}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && (
        <p>
          {t.hot}：{data.trend.hot.join(' ')} · {t.cold}：{data.trend.cold.join(' ')}
        </p>
      )}
    </div>
  );
}
