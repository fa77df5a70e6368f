import { describe, expect, it } from 'vitest';
import { hundredthsText, oddsToHundredths, tenthsText, toTenths } from './numbers';

describe('the match forms’ numbers', () => {
  it('reads odds as hundredths, within what the server takes', () => {
    expect(oddsToHundredths('1.85')).toBe(185);
    expect(oddsToHundredths(' 2.1 ')).toBe(210);
    expect(oddsToHundredths('999')).toBe(99900);
    expect(oddsToHundredths('1.00')).toBeNull();
    expect(oddsToHundredths('1.855')).toBeNull();
    expect(oddsToHundredths('abc')).toBeNull();
    expect(hundredthsText(185)).toBe('1.85');
    expect(hundredthsText(1005)).toBe('10.05');
  });

  it('reads handicaps and total lines as tenths', () => {
    expect(toTenths('-1')).toBe(-10);
    expect(toTenths('+2')).toBe(20);
    expect(toTenths('-3.5')).toBe(-35);
    expect(toTenths('178.5')).toBe(1785);
    expect(toTenths('1.25')).toBeNull();
    expect(tenthsText(-35)).toBe('-3.5');
    expect(tenthsText(10)).toBe('1');
    expect(tenthsText(1785)).toBe('178.5');
  });
});
