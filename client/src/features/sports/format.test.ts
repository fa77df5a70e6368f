import { describe, expect, it } from 'vitest';
import { gameOf, handicapText, oddsText, tenthsText } from './format';

describe('sports numbers', () => {
  it('writes odds from hundredths without floats', () => {
    expect(oddsText(210)).toBe('2.10');
    expect(oddsText(101)).toBe('1.01');
    expect(oddsText(99900)).toBe('999.00');
    expect(oddsText(null)).toBe('--');
  });
  it('writes lines from tenths', () => {
    expect(tenthsText(1785)).toBe('178.5');
    expect(tenthsText(-10)).toBe('-1');
    expect(handicapText(15)).toBe('+1.5');
    expect(handicapText(-35)).toBe('-3.5');
    expect(handicapText(0)).toBe('0');
  });
  it('reads game codes', () => {
    expect(gameOf('jclq')).toBe('JCLQ');
    expect(gameOf('ssq')).toBeNull();
  });
});
