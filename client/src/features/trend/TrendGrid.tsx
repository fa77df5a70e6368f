// The 走势图 grid: one row per issue (oldest at the top), one column per
// number, hits as balls and misses as their omission count, a line through
// the hits of the blue/back zone (and of each digit position), and the four
// statistics rows at the foot.
//
// Plain elements with ARIA table roles, not a <table>: the layout is fixed
// squares (CSS var --lm-trend-cell), so the line can be drawn by an SVG laid
// over its zone in cell units, and the issue column can stay put
// (position: sticky) while the numbers scroll sideways. No per-cell
// components: 100 rows × 49 columns stay ~5,000 plain elements.
import { startTransition, useEffect, useState, type CSSProperties } from 'react';
import { HIT, type ColumnStats, type TrendGridData, type ZoneGrid } from './grid';
import { numberText, type TrendGame, type TrendZone } from './games';
import { trendText as t } from './strings';

const STAT_ROWS: { key: keyof typeof t.stats; value: (s: ColumnStats) => number }[] = [
  { key: 'hits', value: (s) => s.hits },
  { key: 'averageMiss', value: (s) => s.averageMiss },
  { key: 'maxMiss', value: (s) => s.maxMiss },
  { key: 'maxStreak', value: (s) => s.maxStreak },
];

/** Inline CSS custom properties (React's CSSProperties does not list them). */
const cssVars = (vars: Record<`--${string}`, string | number>) => vars as CSSProperties;

/** Places a zone's overlay over its columns: `offset` columns from the issue column, `width` columns wide. */
const overlayStyle = (offset: number, width: number): CSSProperties => ({
  left: `calc(var(--lm-trend-issue-w) + ${offset} * var(--lm-trend-cell))`,
  width: `calc(${width} * var(--lm-trend-cell))`,
});

/** The short issue shown in the row (the issue number within its year); the full issue is the row's name. */
const shortIssue = (issue: string) => issue.slice(-3);

/** Rows put on the page per step (see useRevealed). */
const ROWS_PER_STEP = 10;

/**
 * How many of `total` rows are on the page: ten at first, ten more after
 * each commit. The browser then lays out a 100-issue chart in small steps
 * rather than thousands of cells in one long task, with input answered
 * between them. Not-yet-drawn rows keep their height (a spacer), so the
 * line overlay and the statistics rows never move.
 */
function useRevealed(total: number): number {
  const [shown, setShown] = useState(Math.min(total, ROWS_PER_STEP));
  useEffect(() => {
    if (shown >= total) return;
    const id = setTimeout(() => startTransition(() => setShown((n) => Math.min(total, n + ROWS_PER_STEP))), 0);
    return () => clearTimeout(id);
  }, [shown, total]);
  return Math.min(shown, total);
}

export function TrendGrid({ game, grid, label }: { game: TrendGame; grid: TrendGridData; label: string }) {
  const columns = grid.zones.reduce((n, z) => n + z.numbers.length, 0);
  const offsets = grid.zones.map((_, i) => grid.zones.slice(0, i).reduce((n, z) => n + z.numbers.length, 0));
  const rows = grid.issues.length;
  const shown = useRevealed(rows);
  return (
    // Focusable, so the chart scrolls by keyboard too.
    <div className="lm-trend-scroll" role="region" aria-label={t.scrollHint} tabIndex={0}>
      <div
        className="lm-trend-grid"
        role="table"
        aria-label={label}
        style={cssVars({ '--lm-trend-cols': columns })}
      >
        <div className="lm-trend-head" role="rowgroup">
          <div className="lm-trend-row" role="row">
            <div className="lm-trend-issue lm-trend-corner" role="columnheader">
              {t.issueHead}
            </div>
            {game.zones.map((zone, i) => (
              <div
                key={zone.label}
                className="lm-trend-zone-head lm-trend-zone-start"
                role="columnheader"
                aria-colspan={grid.zones[i].numbers.length}
                style={{ width: `calc(${grid.zones[i].numbers.length} * var(--lm-trend-cell))` }}
              >
                {zone.label}
              </div>
            ))}
          </div>
          <div className="lm-trend-row" role="row">
            <div className="lm-trend-issue lm-trend-corner" role="columnheader" aria-hidden="true" />
            {game.zones.map((zone, i) =>
              grid.zones[i].numbers.map((n, c) => (
                <div
                  key={`${i}-${n}`}
                  className={`lm-trend-cell lm-trend-num lm-${zone.tone}${c === 0 ? ' lm-trend-zone-start' : ''}`}
                  role="columnheader"
                >
                  {numberText(n, zone.digits)}
                </div>
              )),
            )}
          </div>
        </div>

        <div className="lm-trend-body" role="rowgroup">
          {grid.issues.slice(0, shown).map((issue, r) => (
            <div key={issue} className="lm-trend-row" role="row">
              <div className="lm-trend-issue" role="rowheader" aria-label={t.issue(issue)}>
                {shortIssue(issue)}
              </div>
              {game.zones.map((zone, i) => zoneCells(zone, grid.zones[i], r))}
            </div>
          ))}
          {shown < rows && (
            <div className="lm-trend-pending" aria-hidden style={{ height: `calc(${rows - shown} * var(--lm-trend-cell))` }} />
          )}
          {game.zones.map((zone, i) =>
            zone.line ? <ZoneLine key={zone.label} zone={zone} grid={grid.zones[i]} offset={offsets[i]} rows={rows} /> : null,
          )}
        </div>

        <div className="lm-trend-foot" role="rowgroup">
          {STAT_ROWS.map(({ key, value }) => (
            <div key={key} className="lm-trend-row lm-trend-stat" role="row" data-testid="trend-stat-row">
              <div className="lm-trend-issue" role="rowheader">
                {t.stats[key]}
              </div>
              {game.zones.map((_, i) =>
                grid.zones[i].stats.map((s, c) => (
                  <div key={`${i}-${c}`} className={c === 0 ? 'lm-trend-cell lm-trend-zone-start' : 'lm-trend-cell'} role="cell">
                    {value(s)}
                  </div>
                )),
              )}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** One row's cells of one zone: a ball where the number was drawn, else its miss count. */
function zoneCells(zone: TrendZone, grid: ZoneGrid, r: number) {
  return grid.cells[r].map((v, c) => {
    const start = c === 0 ? ' lm-trend-zone-start' : '';
    const key = `${zone.label}-${c}`;
    if (v !== HIT) {
      return (
        <div key={key} className={`lm-trend-cell lm-trend-miss${start}`} role="cell">
          {v}
        </div>
      );
    }
    const n = numberText(grid.numbers[c], zone.digits);
    // On a line zone the ball itself is the SVG's circle (under the line's
    // ends); the cell keeps the number as text above it.
    const onLine = zone.line ? ' lm-trend-on-line' : '';
    return (
      <div key={key} className={`lm-trend-cell lm-trend-hit lm-${zone.tone}${onLine}${start}`} role="cell" aria-label={t.hit(n)}>
        <span className="lm-trend-ball">{n}</span>
      </div>
    );
  });
}

/**
 * The line through a zone's hits, row to row, drawn over the zone's columns
 * in cell units (viewBox: one unit per cell), with the balls as circles on
 * it. A zone drawing k numbers a row (大乐透's back zone: 2) gets k lines:
 * through the smallest hit of each row, the next, and so on.
 */
function ZoneLine({ zone, grid, offset, rows }: { zone: TrendZone; grid: ZoneGrid; offset: number; rows: number }) {
  const width = grid.numbers.length;
  const lines = Math.max(0, ...grid.hits.map((h) => h.length));
  return (
    <svg
      className={`lm-trend-line lm-${zone.tone}`}
      style={{ ...overlayStyle(offset, width), height: `calc(${rows} * var(--lm-trend-cell))` }}
      viewBox={`0 0 ${width} ${rows}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: lines }, (_, k) => (
        <polyline
          key={k}
          points={grid.hits.flatMap((h, r) => (k < h.length ? [`${h[k] + 0.5},${r + 0.5}`] : [])).join(' ')}
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {grid.hits.map((h, r) => h.map((c) => <circle key={`${r}-${c}`} cx={c + 0.5} cy={r + 0.5} r={0.42} />))}
    </svg>
  );
}
