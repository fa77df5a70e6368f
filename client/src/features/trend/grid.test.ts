// The 走势图 grid against the real draw history (the server's fixtures:
// 双色球 25005–26096, 大乐透 25007–26094, newest first). Each checked column
// is recounted here in a different way from grid.ts (from the list of rows a
// number was drawn in, not by walking a running counter), and a few figures
// are pinned to values counted outside JavaScript, so a slip in either shows.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HIT, trendGrid, type ColumnStats, type TrendDraw } from './grid';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../schema/domain/tests/fixtures/draws');
const readJson = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(fixtures, name), 'utf8'));

type SsqRow = { issueNumber: string; redBalls: number[]; blueBall: number };
type DltRow = { issueNumber: string; frontBalls: number[]; backBalls: number[] };

// Oldest first, as the chart is read.
const ssq: TrendDraw[] = (readJson('ssq.json') as SsqRow[])
  .map((r) => ({ issue: r.issueNumber, zones: [r.redBalls, [r.blueBall]] }))
  .reverse();
const dlt: TrendDraw[] = (readJson('dlt.json') as DltRow[])
  .map((r) => ({ issue: r.issueNumber, zones: [r.frontBalls, r.backBalls] }))
  .reverse();

const SSQ_ZONES = [
  { min: 1, max: 33 },
  { min: 1, max: 16 },
];
const DLT_ZONES = [
  { min: 1, max: 35 },
  { min: 1, max: 12 },
];

/** The rows (0-based) in which `n` was drawn in zone `z`. */
const rowsDrawn = (draws: TrendDraw[], z: number, n: number) =>
  draws.flatMap((d, i) => (d.zones[z].includes(n) ? [i] : []));

/** One column recounted from its hit rows: cells by distance to the previous hit, runs from the gaps. */
function recount(draws: TrendDraw[], z: number, n: number): { cells: number[]; stats: ColumnStats } {
  const drawnIn = rowsDrawn(draws, z, n);
  const rows = draws.length;
  const cells = draws.map((_, i) => {
    if (drawnIn.includes(i)) return 0;
    const before = drawnIn.filter((h) => h < i);
    // Before the first hit the count starts at the window's top: row 0 shows 1.
    return i - (before.length ? before[before.length - 1] : -1);
  });
  // The gaps between hits, with the window's edges as hits at −1 and `rows`.
  const edges = [-1, ...drawnIn, rows];
  const gaps = edges.slice(1).map((e, k) => e - edges[k] - 1);
  const runs = draws.map((_, i) => (drawnIn.includes(i) ? 'x' : '.')).join('').match(/x+/g) ?? [];
  return {
    cells,
    stats: {
      hits: drawnIn.length,
      averageMiss: Math.round((rows - drawnIn.length) / (drawnIn.length + 1)),
      maxMiss: Math.max(...gaps),
      maxStreak: Math.max(0, ...runs.map((r) => r.length)),
      currentMiss: gaps[gaps.length - 1],
    },
  };
}

function column(draws: TrendDraw[], specs: typeof SSQ_ZONES, z: number, n: number) {
  const zone = trendGrid(draws, specs).zones[z];
  const c = zone.numbers.indexOf(n);
  return { cells: zone.cells.map((row) => row[c]), stats: zone.stats[c] };
}

describe('the 走势图 grid on real 双色球 draws', () => {
  it('reads the fixture (243 draws, oldest first)', () => {
    expect(ssq).toHaveLength(243);
    expect(ssq[0].issue).toBe('25005');
    expect(ssq[ssq.length - 1].issue).toBe('26096');
  });

  for (const last of [30, 100]) {
    const draws = ssq.slice(-last);
    for (const [z, n, name] of [
      [0, 1, 'red 01'],
      [0, 17, 'red 17'],
      [0, 33, 'red 33'],
      [1, 1, 'blue 01'],
      [1, 16, 'blue 16'],
    ] as const) {
      it(`matches a recount of ${name} over the last ${last}`, () => {
        expect(column(draws, SSQ_ZONES, z, n)).toEqual(recount(draws, z, n));
      });
    }

    it(`has 6 red hits and 1 blue hit per row over the last ${last}, in the drawn columns`, () => {
      const grid = trendGrid(draws, SSQ_ZONES);
      expect(grid.issues).toEqual(draws.map((d) => d.issue));
      grid.zones[0].cells.forEach((row) => expect(row.filter((v) => v === HIT)).toHaveLength(6));
      // The blue line's points: the drawn blue ball's column, row by row.
      expect(grid.zones[1].hits).toEqual(draws.map((d) => [d.zones[1][0] - 1]));
      // Every column's hits add up to the balls drawn.
      expect(grid.zones[0].stats.reduce((s, c) => s + c.hits, 0)).toBe(6 * last);
    });
  }

  // Counted separately (a Python script over the same JSON) for 26067–26096 and 25148–26096.
  it('pins the statistics counted outside JavaScript', () => {
    const stat = (last: number, z: number, n: number) => column(ssq.slice(-last), SSQ_ZONES, z, n).stats;
    expect(stat(30, 0, 1)).toEqual({ hits: 5, averageMiss: 4, maxMiss: 11, maxStreak: 2, currentMiss: 0 });
    expect(stat(30, 0, 33)).toEqual({ hits: 6, averageMiss: 3, maxMiss: 11, maxStreak: 2, currentMiss: 1 });
    // 28 misses / 2 = 14.5, rounded up.
    expect(stat(30, 1, 16)).toEqual({ hits: 1, averageMiss: 15, maxMiss: 28, maxStreak: 1, currentMiss: 1 });
    expect(stat(100, 0, 1)).toEqual({ hits: 21, averageMiss: 4, maxMiss: 13, maxStreak: 2, currentMiss: 0 });
    expect(stat(100, 0, 33)).toEqual({ hits: 19, averageMiss: 4, maxMiss: 22, maxStreak: 3, currentMiss: 1 });
    expect(stat(100, 1, 16)).toEqual({ hits: 6, averageMiss: 13, maxMiss: 39, maxStreak: 1, currentMiss: 1 });
  });
});

describe('the 走势图 grid on real 大乐透 draws', () => {
  it('reads the fixture (238 draws, oldest first)', () => {
    expect(dlt).toHaveLength(238);
    expect(dlt[0].issue).toBe('25007');
    expect(dlt[dlt.length - 1].issue).toBe('26094');
  });

  for (const last of [30, 100]) {
    const draws = dlt.slice(-last);
    for (const [z, n, name] of [
      [0, 1, 'front 01'],
      [0, 35, 'front 35'],
      [1, 1, 'back 01'],
      [1, 12, 'back 12'],
    ] as const) {
      it(`matches a recount of ${name} over the last ${last}`, () => {
        expect(column(draws, DLT_ZONES, z, n)).toEqual(recount(draws, z, n));
      });
    }

    it(`gives the back zone's line two points per row over the last ${last}`, () => {
      const back = trendGrid(draws, DLT_ZONES).zones[1];
      expect(back.hits).toEqual(draws.map((d) => [...d.zones[1]].sort((a, b) => a - b).map((n) => n - 1)));
    });
  }

  it('pins the statistics counted outside JavaScript', () => {
    const stat = (last: number, z: number, n: number) => column(dlt.slice(-last), DLT_ZONES, z, n).stats;
    expect(stat(30, 1, 12)).toEqual({ hits: 5, averageMiss: 4, maxMiss: 8, maxStreak: 2, currentMiss: 8 });
    expect(stat(30, 0, 35)).toEqual({ hits: 2, averageMiss: 9, maxMiss: 11, maxStreak: 1, currentMiss: 8 });
    expect(stat(100, 1, 12)).toEqual({ hits: 20, averageMiss: 4, maxMiss: 10, maxStreak: 4, currentMiss: 8 });
    expect(stat(100, 1, 1)).toEqual({ hits: 19, averageMiss: 4, maxMiss: 16, maxStreak: 3, currentMiss: 0 });
  });
});

describe('the 走势图 grid of a digit game', () => {
  // 福彩3D-like: three positions of 0–9, a repeated digit across positions.
  const positions = [0, 1, 2].map(() => ({ min: 0, max: 9 }));
  const draws: TrendDraw[] = [
    [1, 2, 3],
    [1, 5, 3],
    [0, 2, 9],
    [1, 2, 3],
    [7, 7, 7],
  ].map((digits, i) => ({ issue: `2026${String(i + 1).padStart(3, '0')}`, zones: digits.map((d) => [d]) }));
  const grid = trendGrid(draws, positions);

  it('has one column group of 0–9 per position, one hit per row each', () => {
    expect(grid.zones).toHaveLength(3);
    for (const zone of grid.zones) {
      expect(zone.numbers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(zone.hits.map((h) => h.length)).toEqual([1, 1, 1, 1, 1]);
    }
    expect(grid.zones[1].hits).toEqual([[2], [5], [2], [2], [7]]);
  });

  it('counts the hundreds digit 1', () => {
    const col = 1;
    expect(grid.zones[0].cells.map((r) => r[col])).toEqual([0, 0, 1, 0, 1]);
    expect(grid.zones[0].stats[col]).toEqual({ hits: 3, averageMiss: 1, maxMiss: 1, maxStreak: 2, currentMiss: 1 });
  });

  it('counts the units digit 9 and a digit never drawn in a position', () => {
    expect(grid.zones[2].cells.map((r) => r[9])).toEqual([1, 2, 0, 1, 2]);
    // 4 misses / 2 runs.
    expect(grid.zones[2].stats[9]).toEqual({ hits: 1, averageMiss: 2, maxMiss: 2, maxStreak: 1, currentMiss: 2 });
    expect(grid.zones[0].cells.map((r) => r[4])).toEqual([1, 2, 3, 4, 5]);
    expect(grid.zones[0].stats[4]).toEqual({ hits: 0, averageMiss: 5, maxMiss: 5, maxStreak: 0, currentMiss: 5 });
  });

  it('keeps the digit 7 drawn in every position of one row to its own columns', () => {
    for (const zone of grid.zones) expect(zone.cells[4][7]).toBe(HIT);
    expect(grid.zones[0].cells[4][1]).toBe(1);
  });

  it('is empty, not broken, without draws', () => {
    const empty = trendGrid([], positions);
    expect(empty.issues).toEqual([]);
    expect(empty.zones[0].cells).toEqual([]);
    expect(empty.zones[0].stats[0]).toEqual({ hits: 0, averageMiss: 0, maxMiss: 0, maxStreak: 0, currentMiss: 0 });
  });
});
