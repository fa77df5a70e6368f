// The channel pages' arithmetic: Shanghai days and ranges, fen ⇄ yuan as
// text, the CSV Excel opens, and a withdrawal's shown state.
import { describe, expect, it } from 'vitest';
import { csvRows } from './days';
import {
  addDays,
  csvFileName,
  csvText,
  lastDays,
  limitBreach,
  maskAccount,
  parseYuan,
  rangeProblem,
  shanghaiToday,
  spanDays,
  sum,
  withdrawalStatus,
  yuanOf,
} from './format';

describe('days and ranges', () => {
  it('counts the day in Asia/Shanghai', () => {
    // 16:30 UTC is half past midnight the next day in Shanghai.
    expect(shanghaiToday(new Date('2026-11-07T16:30:00Z'))).toBe('2026-11-08');
    expect(shanghaiToday(new Date('2026-11-07T15:59:00Z'))).toBe('2026-11-07');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(spanDays('2026-11-01', '2026-11-07')).toBe(7);
  });

  it('ends the presets today, both days included', () => {
    expect(lastDays(7, '2026-11-07')).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(spanDays(lastDays(90, '2026-11-07').from, '2026-11-07')).toBe(90);
  });

  it("refuses what the server would: reversed, future, over 92 days", () => {
    const today = '2026-11-07';
    expect(rangeProblem({ from: '2026-11-01', to: today }, today)).toBeNull();
    expect(rangeProblem({ from: '', to: today }, today)).toBe('incomplete');
    expect(rangeProblem({ from: '2026-11-05', to: '2026-11-01' }, today)).toBe('order');
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-08' }, today)).toBe('future');
    expect(rangeProblem({ from: addDays(today, -91), to: today }, today)).toBeNull();
    expect(rangeProblem({ from: addDays(today, -92), to: today }, today)).toBe('tooLong');
  });
});

describe('money as text', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(yuanOf('1050')).toBe('10.50');
    expect(yuanOf('5')).toBe('0.05');
    expect(yuanOf(-200n)).toBe('-2.00');
    expect(yuanOf('900719925474099312')).toBe('9007199254740993.12');
  });

  it('parses yuan to fen without floats', () => {
    // 0.29 * 100 is 28.999999999999996 as a double.
    expect(parseYuan('0.29')).toBe(29n);
    expect(parseYuan('10')).toBe(1000n);
    expect(parseYuan('10.5')).toBe(1050n);
    expect(parseYuan(' 10.05 ')).toBe(1005n);
    expect(parseYuan('10.')).toBe(1000n);
    for (const bad of ['', '.5', '1.234', '-1', '1e3', '一百', '1,000']) expect(parseYuan(bad), bad).toBeNull();
  });

  it('adds BigInt scalars', () => {
    expect(sum(['1', '2', 3n])).toBe(6n);
    expect(sum([])).toBe(0n);
  });
});

describe('the CSV', () => {
  const day = (d: string, fen: string) => ({
    day: d,
    registrations: '3',
    active: '10',
    checkIns: '4',
    invites: '1',
    pointsIssued: '50',
    pointsSpent: '20',
    earnings: { fen },
  });

  it('starts with a byte-order mark and ends lines with CRLF', () => {
    const text = csvText(csvRows([day('2026-11-01', '200'), day('2026-11-02', '0')]));
    expect(text.startsWith('\uFEFF日期,注册,活跃,签到,邀请,积分发放,积分消耗,收益(元)\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual([
      '\uFEFF日期,注册,活跃,签到,邀请,积分发放,积分消耗,收益(元)',
      '2026-11-01,3,10,4,1,50,20,2.00',
      '2026-11-02,3,10,4,1,50,20,0.00',
      '',
    ]);
  });

  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvText([['a,b', 'say "hi"', 'x\ny']])).toBe('\uFEFF"a,b","say ""hi""","x\ny"\r\n');
  });

  it('names the file after the channel and range, safely', () => {
    expect(csvFileName('一号渠道', { from: '2026-11-01', to: '2026-11-07' })).toBe('一号渠道_2026-11-01_2026-11-07.csv');
    expect(csvFileName('a/b: c?', { from: '2026-11-01', to: '2026-11-07' })).toBe('a_b_c_2026-11-01_2026-11-07.csv');
    expect(csvFileName('///', { from: '2026-11-01', to: '2026-11-07' })).toBe('channel_2026-11-01_2026-11-07.csv');
  });
});

describe('withdrawals', () => {
  it('names each step of the workflow', () => {
    expect(withdrawalStatus('PROCESSING', null)).toBe('waiting');
    expect(withdrawalStatus('PROCESSING', 'APPROVED')).toBe('approved');
    expect(withdrawalStatus('CLOSED', 'PAID')).toBe('paid');
    expect(withdrawalStatus('CLOSED', 'REJECTED')).toBe('rejected');
    expect(withdrawalStatus('CLOSED', 'CANCELLED')).toBe('cancelled');
  });

  it('masks all but the last 4 characters', () => {
    expect(maskAccount('6222021234567890')).toBe('************7890');
    expect(maskAccount('************7890')).toBe('************7890');
    expect(maskAccount('abc')).toBe('***');
  });

  it("reads the limit a refusal names from the server's message", () => {
    expect(limitBreach('the smallest withdrawal is 10.00 yuan')).toEqual({ kind: 'minimum', yuan: '10.00' });
    expect(limitBreach('at most 200.50 yuan more today')).toEqual({ kind: 'dayLeft', yuan: '200.50' });
    expect(limitBreach('at most 3 withdrawals a day')).toEqual({ kind: 'perDay', count: 3 });
    expect(limitBreach('something else')).toBeNull();
  });
});
