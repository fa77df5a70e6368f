// The digit statistics on draws written by hand, each figure worked out
// beside it.
import { describe, expect, it } from 'vitest';
import { digitSpan, digitSum, drawStats, shapeOf, summarize } from './stats';

describe('one draw', () => {
  it('sums the digits', () => {
    expect(digitSum([3, 8, 1])).toBe(12);
    expect(digitSum([0, 0, 0])).toBe(0);
    expect(digitSum([9, 9, 9, 9, 9])).toBe(45);
  });

  it('spans the largest digit minus the smallest, whatever their order', () => {
    expect(digitSpan([3, 8, 1])).toBe(7);
    expect(digitSpan([9, 0, 4])).toBe(9);
    expect(digitSpan([5, 5, 5])).toBe(0);
    expect(digitSpan([2, 7, 7, 1, 4])).toBe(6);
    expect(digitSpan([])).toBe(0);
  });

  it('names the 形态 of a three-digit draw', () => {
    expect(shapeOf([1, 1, 1])).toBe('triple');
    expect(shapeOf([1, 1, 5])).toBe('group3');
    // The equal digits need not be next to each other.
    expect(shapeOf([9, 0, 9])).toBe('group3');
    expect(shapeOf([0, 5, 9])).toBe('group6');
    // 排列五 has no 形态.
    expect(shapeOf([1, 1, 1, 1, 1])).toBeNull();
  });
});

describe('a run of draws', () => {
  const draws = [
    { issue: '2026104', digits: [1, 1, 1] }, // 和值 3, 跨度 0, 豹子
    { issue: '2026103', digits: [1, 1, 5] }, // 7, 4, 组三
    { issue: '2026102', digits: [0, 5, 9] }, // 14, 9, 组六
    { issue: '2026101', digits: [2, 6, 4] }, // 12, 4, 组六
  ];

  it('gives each draw its 和值, 跨度 and 形态, in the order given', () => {
    expect(drawStats(draws)).toEqual([
      { issue: '2026104', digits: [1, 1, 1], sum: 3, span: 0, shape: 'triple' },
      { issue: '2026103', digits: [1, 1, 5], sum: 7, span: 4, shape: 'group3' },
      { issue: '2026102', digits: [0, 5, 9], sum: 14, span: 9, shape: 'group6' },
      { issue: '2026101', digits: [2, 6, 4], sum: 12, span: 4, shape: 'group6' },
    ]);
  });

  it('averages the 和值, finds the most frequent 跨度 and counts the 形态', () => {
    expect(summarize(drawStats(draws))).toEqual({
      draws: 4,
      averageSum: (3 + 7 + 14 + 12) / 4, // 9
      commonSpans: [4],
      commonSpanCount: 2,
      shapes: { group3: 1, group6: 2, triple: 1 },
    });
  });

  it('lists every 跨度 that ties for most frequent, smallest first', () => {
    const s = summarize(
      drawStats([
        { issue: '3', digits: [7, 2, 0] }, // 跨度 7
        { issue: '2', digits: [1, 3, 2] }, // 2
        { issue: '1', digits: [9, 2, 5] }, // 7
        { issue: '0', digits: [4, 4, 6] }, // 2
      ]),
    );
    expect(s.commonSpans).toEqual([2, 7]);
    expect(s.commonSpanCount).toBe(2);
    expect(s.averageSum).toBe((9 + 6 + 16 + 14) / 4);
  });

  it('keeps a non-integer average exact', () => {
    const s = summarize(drawStats([{ issue: '1', digits: [1, 2, 3] }, { issue: '2', digits: [0, 0, 1] }]));
    expect(s.averageSum).toBe(3.5);
  });

  it('has no 形态 for 排列五', () => {
    const s = summarize(
      drawStats([
        { issue: '2', digits: [2, 7, 7, 1, 4] }, // 和值 21, 跨度 6
        { issue: '1', digits: [0, 9, 3, 3, 0] }, // 15, 9
      ]),
    );
    expect(s).toEqual({ draws: 2, averageSum: 18, commonSpans: [6, 9], commonSpanCount: 1, shapes: null });
  });

  it('summarizes no draws as nothing', () => {
    expect(summarize([])).toEqual({ draws: 0, averageSum: null, commonSpans: [], commonSpanCount: 0, shapes: null });
  });
});
