// Under the chart: each red/front number's current omission (当前遗漏: the
// issues since it was last drawn, within the window), its hits and its
// longest wait, one row per number — the figures a player looks up for a
// "cold" number without reading down a column.
import type { TrendGridData } from './grid';
import { numberText, type TrendGame } from './games';
import { trendText as t } from './strings';

export function OmissionSummary({ game, grid }: { game: TrendGame; grid: TrendGridData }) {
  return (
    <>
      {game.summary.map((z) => {
        const zone = game.zones[z];
        const id = `lm-trend-summary-${game.code}-${z}`;
        return (
          <section key={zone.label} className="lm-trend-summary" aria-labelledby={id}>
            <h2 id={id} className="lm-trend-heading">
              {t.summaryTitle(zone.label)}
            </h2>
            <table className="lm-trend-summary-table">
              <thead>
                <tr>
                  <th scope="col">{t.number}</th>
                  <th scope="col">{t.currentMiss}</th>
                  <th scope="col">{t.stats.hits}</th>
                  <th scope="col">{t.stats.maxMiss}</th>
                </tr>
              </thead>
              <tbody>
                {grid.zones[z].numbers.map((n, c) => {
                  const s = grid.zones[z].stats[c];
                  return (
                    <tr key={n} data-testid="omission-row">
                      <th scope="row" className={`lm-${zone.tone}`}>
                        {numberText(n, zone.digits)}
                      </th>
                      <td>{s.currentMiss}</td>
                      <td>{s.hits}</td>
                      <td>{s.maxMiss}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        );
      })}
    </>
  );
}
