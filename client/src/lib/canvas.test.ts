import { describe, expect, it } from 'vitest';
import { wrapText } from './canvas';

describe('wrapText', () => {
  it('breaks by character where the width runs out', () => {
    expect(wrapText((s) => s.length, '深圳市南山区科技园', 4)).toEqual(['深圳市南', '山区科技', '园']);
  });
  it('keeps a line that fits, and gives nothing for nothing', () => {
    expect(wrapText((s) => s.length, '双色球', 4)).toEqual(['双色球']);
    expect(wrapText((s) => s.length, '', 4)).toEqual([]);
  });
  it('puts a character wider than the line on a line of its own', () => {
    expect(wrapText((s) => s.length * 10, 'ab', 5)).toEqual(['a', 'b']);
  });
});
