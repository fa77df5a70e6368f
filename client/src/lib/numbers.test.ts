import { describe, expect, it } from 'vitest';
import { displayBigCount, displayCount } from './numbers';

describe('displayCount', () => {
  it('keeps small numbers', () => {
    expect(displayCount(0)).toBe('0');
    expect(displayCount(9999)).toBe('9999');
  });
  it('shows 万 from 10000', () => {
    expect(displayCount(10000)).toBe('1万');
    expect(displayCount(123456)).toBe('12.35万');
  });
  it('shows 亿 with two decimals from 100000000', () => {
    expect(displayCount(100000000)).toBe('1.00亿');
    expect(displayCount(234567890)).toBe('2.35亿');
  });
});

describe('displayBigCount', () => {
  it('matches displayCount', () => {
    for (const n of [0, 9999, 10000, 123456, 100000000, 234567890, 250000000, 1999999999]) {
      expect(displayBigCount(BigInt(n))).toBe(displayCount(n));
    }
  });
  it('keeps every digit past 2^53', () => {
    expect(displayBigCount(9007199254740993n)).toBe('90071992.55亿');
  });
});
