import { describe, expect, it } from 'vitest';
import { toBigInt, wholeYuan } from './money';

describe('toBigInt', () => {
  it('reads the BigInt scalar past 2^53 without losing digits', () => {
    expect(toBigInt('9007199254740993')).toBe(9007199254740993n);
    expect(toBigInt('-5')).toBe(-5n);
    expect(toBigInt(42)).toBe(42n);
  });
  it('rejects anything else', () => {
    expect(() => toBigInt(null)).toThrow(TypeError);
    expect(() => toBigInt('1.5')).toThrow();
  });
});

describe('wholeYuan', () => {
  it('drops the fen', () => {
    expect(wholeYuan('25000000000')).toBe(250000000n);
    expect(wholeYuan('199')).toBe(1n);
  });
});
