import { describe, expect, it } from 'vitest';
import { yuanToFen } from '../common/money';
import { parseNumbers, parsePrizes } from './parse';

describe('the draw form', () => {
  it('reads numbers separated by spaces or commas', () => {
    expect(parseNumbers('03 07,12，21  28 33')).toEqual([3, 7, 12, 21, 28, 33]);
    expect(parseNumbers('')).toEqual([]);
    expect(parseNumbers('3 x 5')).toBeNull();
    expect(parseNumbers('3.5')).toBeNull();
  });

  it('turns yuan into fen exactly, never through a float', () => {
    expect(yuanToFen('5000000')).toBe('500000000');
    expect(yuanToFen('0.1')).toBe('10');
    expect(yuanToFen('12.34')).toBe('1234');
    expect(yuanToFen('999999999999.99')).toBe('99999999999999');
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
  });

  it('reads prize rows and refuses a bad one', () => {
    expect(parsePrizes('1,5000000\n2, 123456.7\n')).toEqual([
      { tier: 1, amountFen: '500000000' },
      { tier: 2, amountFen: '12345670' },
    ]);
    expect(parsePrizes('0,100')).toBeNull();
    expect(parsePrizes('一等奖 100')).toBeNull();
  });
});
