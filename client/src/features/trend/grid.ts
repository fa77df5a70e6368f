// The classic 走势图 (trend chart) grid, computed from plain draws: one row
// per issue, one column per number of each zone, each cell a hit or the
// number of issues the column has waited (遗漏), and the four statistics rows
// at the foot. Pure data in, pure data out, so the tests can check it against
// the real draw history without React or GraphQL.
//
// Conventions (the usual chart's, stated once here):
// - Omission counts from the window's first row: a number not drawn in the
//   first row shows 1 there, 2 in the next row if still not drawn, and so on;
//   a hit resets it. Draws before the window are not looked at, so the same
//   issue can show a different count in a 30- and a 100-issue chart.
// - 平均遗漏 = round(total misses of the column / (hits + 1)), where the total
//   misses are the rows without a hit (rows − hits): the window's misses are
//   split into hits + 1 runs (before the first hit, between hits, after the
//   last). Math.round, so x.5 goes up.
// - 最大遗漏: the longest run of rows without a hit; 最大连出: the longest run
//   of consecutive rows with a hit.

/** One zone's column range: a ball zone (1–33) or one digit position (0–9). */
export type ZoneSpec = { min: number; max: number };

/** One draw, oldest first in a list: its issue and the numbers drawn in each zone (in `ZoneSpec` order). */
export type TrendDraw = { issue: string; zones: readonly (readonly number[])[] };

/** A column's statistics rows. */
export type ColumnStats = {
  /** 出现次数: rows with a hit. */
  hits: number;
  /** 平均遗漏: round((rows − hits) / (hits + 1)). */
  averageMiss: number;
  /** 最大遗漏: the longest run of rows without a hit. */
  maxMiss: number;
  /** 最大连出: the longest run of rows with a hit. */
  maxStreak: number;
  /** 当前遗漏: the last row's miss count (0 when the last row is a hit). */
  currentMiss: number;
};

export type ZoneGrid = {
  /** The column numbers, min..max. */
  numbers: number[];
  /** `cells[row][column]`: 0 for a hit, else the miss count (≥ 1). */
  cells: number[][];
  /** One per column. */
  stats: ColumnStats[];
  /** `hits[row]`: the columns hit in that row, ascending — where a line through the zone's balls passes. */
  hits: number[][];
};

export type TrendGridData = {
  /** The rows' issues, oldest first. */
  issues: string[];
  /** One per zone spec. */
  zones: ZoneGrid[];
};

/** A cell value that means the number was drawn in that row. */
export const HIT = 0;

/** The grid of `draws` (oldest first) over `specs`. Numbers outside a zone's range are ignored (the server validates draws). */
export function trendGrid(draws: readonly TrendDraw[], specs: readonly ZoneSpec[]): TrendGridData {
  return {
    issues: draws.map((d) => d.issue),
    zones: specs.map((spec, z) => zoneGrid(draws.map((d) => d.zones[z] ?? []), spec)),
  };
}

function zoneGrid(drawn: readonly (readonly number[])[], spec: ZoneSpec): ZoneGrid {
  const numbers = range(spec.min, spec.max);
  const width = numbers.length;
  // Per column, as rows are walked: misses since the last hit (0 just after a hit),
  // and the running statistics.
  const miss = new Array<number>(width).fill(0);
  const streak = new Array<number>(width).fill(0);
  const stats: ColumnStats[] = numbers.map(() => ({ hits: 0, averageMiss: 0, maxMiss: 0, maxStreak: 0, currentMiss: 0 }));
  const cells: number[][] = [];
  const hits: number[][] = [];

  for (const row of drawn) {
    const inRow = new Set(row);
    const cellRow = new Array<number>(width);
    const hitRow: number[] = [];
    for (let c = 0; c < width; c++) {
      const s = stats[c];
      if (inRow.has(numbers[c])) {
        cellRow[c] = HIT;
        hitRow.push(c);
        miss[c] = 0;
        streak[c] += 1;
        s.hits += 1;
        s.maxStreak = Math.max(s.maxStreak, streak[c]);
      } else {
        miss[c] += 1;
        streak[c] = 0;
        cellRow[c] = miss[c];
        s.maxMiss = Math.max(s.maxMiss, miss[c]);
      }
    }
    cells.push(cellRow);
    hits.push(hitRow);
  }

  const rows = drawn.length;
  for (let c = 0; c < width; c++) {
    const s = stats[c];
    s.averageMiss = Math.round((rows - s.hits) / (s.hits + 1));
    s.currentMiss = miss[c];
  }
  return { numbers, cells, stats, hits };
}

function range(min: number, max: number): number[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}
