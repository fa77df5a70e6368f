import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from '../common/money';
import { mergePrizes, parseNumbers, parsePrizes, prizesText } from './parse';

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

  it('shows fen as yuan exactly', () => {
    expect(fenToYuan('500000050')).toBe('5000000.5');
    expect(fenToYuan('1234')).toBe('12.34');
    expect(fenToYuan('99999999999999')).toBe('999999999999.99');
    expect(fenToYuan('500')).toBe('5');
  });

  it('corrects the amounts and keeps each tier’s name, winners and 追加 amount', () => {
    const published = [
      { tier: 1, name: '一等奖', amount: { fen: '1000000000' }, additional: { fen: '800000000' }, winners: 3 },
      { tier: 2, name: '二等奖', amount: { fen: '20000000' }, additional: null, winners: 40 },
    ];
    const text = prizesText(published);
    expect(text).toBe('1,10000000\n2,200000');
    const typed = parsePrizes(text.replace('2,200000', '2,210000.5'));
    expect(mergePrizes(typed ?? [], published)).toEqual([
      { tier: 1, amountFen: '1000000000', name: '一等奖', winners: 3, additionalFen: '800000000' },
      { tier: 2, amountFen: '21000050', name: '二等奖', winners: 40, additionalFen: null },
    ]);
  });
});
