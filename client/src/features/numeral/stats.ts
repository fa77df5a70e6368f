// Statistics of the digit games' draws (福彩3D, 排列三, 排列五): each draw's
// 和值 (digit sum), 跨度 (largest digit − smallest) and, for three-digit
// games, its 形态 — the shape that decides which group play wins
// (lottery-rules.md §3: 组三 two equal, 组六 all different, a 豹子 triple
// wins only 直选). Pure functions: no React, no GraphQL, so stats.test.ts
// checks them on hand-written draws.

/** 组三: exactly two digits equal; 组六: all different; 豹子: all equal. */
export type Shape = 'group3' | 'group6' | 'triple';

export const SHAPES: readonly Shape[] = ['group3', 'group6', 'triple'];

export type DigitDraw = { issue: string; digits: readonly number[] };

export type DrawStat = DigitDraw & {
  sum: number;
  span: number;
  /** Null unless the draw has three digits. */
  shape: Shape | null;
};

export type Summary = {
  draws: number;
  /** Mean 和值; null without draws. */
  averageSum: number | null;
  /** The 跨度 seen most often, ascending when several tie; empty without draws. */
  commonSpans: number[];
  /** How many draws had each of `commonSpans`. */
  commonSpanCount: number;
  /** Draws per 形态; null unless every draw has three digits. */
  shapes: Record<Shape, number> | null;
};

export function digitSum(digits: readonly number[]): number {
  return digits.reduce((acc, d) => acc + d, 0);
}

/** Largest − smallest digit; 0 for no digits. */
export function digitSpan(digits: readonly number[]): number {
  if (digits.length === 0) return 0;
  return Math.max(...digits) - Math.min(...digits);
}

/** The 形态 of a three-digit draw (the order of the digits does not matter). */
export function shapeOf(digits: readonly number[]): Shape | null {
  if (digits.length !== 3) return null;
  const distinct = new Set(digits).size;
  if (distinct === 1) return 'triple';
  if (distinct === 2) return 'group3';
  return 'group6';
}

export function drawStats(draws: readonly DigitDraw[]): DrawStat[] {
  return draws.map((d) => ({
    issue: d.issue,
    digits: d.digits,
    sum: digitSum(d.digits),
    span: digitSpan(d.digits),
    shape: shapeOf(d.digits),
  }));
}

export function summarize(stats: readonly DrawStat[]): Summary {
  const spanCounts = new Map<number, number>();
  for (const s of stats) spanCounts.set(s.span, (spanCounts.get(s.span) ?? 0) + 1);
  const commonSpanCount = Math.max(0, ...spanCounts.values());
  const commonSpans = [...spanCounts]
    .filter(([, n]) => n === commonSpanCount)
    .map(([span]) => span)
    .sort((a, b) => a - b);

  let shapes: Record<Shape, number> | null = null;
  if (stats.length > 0 && stats.every((s) => s.shape !== null)) {
    shapes = { group3: 0, group6: 0, triple: 0 };
    for (const s of stats) if (s.shape) shapes[s.shape]++;
  }

  return {
    draws: stats.length,
    averageSum: stats.length === 0 ? null : digitSum(stats.map((s) => s.sum)) / stats.length,
    commonSpans,
    commonSpanCount,
    shapes,
  };
}
