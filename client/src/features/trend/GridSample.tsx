// The 走势图 grid in the development component gallery (pages/dev/components):
// five made-up 双色球 draws, so the grid is seen without a server.
import { useMemo } from 'react';
import { trendGrid } from './grid';
import { TrendGrid } from './TrendGrid';
import { toTrendDraw, trendGame } from './games';

const SAMPLE = [
  { issue: '2026001', mainNumbers: [1, 5, 12, 18, 26, 33], extraNumbers: [4] },
  { issue: '2026002', mainNumbers: [3, 5, 9, 21, 27, 30], extraNumbers: [11] },
  { issue: '2026003', mainNumbers: [2, 8, 12, 19, 26, 31], extraNumbers: [4] },
  { issue: '2026004', mainNumbers: [5, 6, 14, 22, 29, 33], extraNumbers: [16] },
  { issue: '2026005', mainNumbers: [1, 7, 12, 20, 25, 32], extraNumbers: [2] },
];

export function GridSample() {
  const game = trendGame('ssq');
  const grid = useMemo(() => (game ? trendGrid(SAMPLE.map((d) => toTrendDraw(game, d)), game.zones) : undefined), [game]);
  return game && grid ? <TrendGrid game={game} grid={grid} label="走势图示例" /> : null;
}
