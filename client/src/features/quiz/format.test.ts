// The quiz pages' arithmetic of display: odds, lines, rates, Beijing days,
// past boards' names, which matches still take picks, prize tables, and
// the poster's words.
import { describe, expect, it } from 'vitest';
import { beijingTime, beijingToday, comingDays, lineText, oddsText, openForPicks, periodLabel, rateText, scopeName, signed, when } from './format';
import { posterContent } from './poster';
import { pickReady, tapLeg, type ChosenLeg } from './selection';

describe('format', () => {
  it('writes odds in hundredths and lines in tenths without floats', () => {
    expect(oddsText(185)).toBe('1.85');
    expect(oddsText(1000)).toBe('10.00');
    expect(oddsText(null)).toBe('--');
    expect(lineText('RQSPF', -10)).toBe('让-1');
    expect(lineText('RFSF', 35)).toBe('让+3.5');
    expect(lineText('DXF', 1785)).toBe('总分178.5');
    expect(lineText('SPF', null)).toBeNull();
  });

  it('shows the server rates, and — with nothing to rate', () => {
    expect(rateText('66.7')).toBe('66.7%');
    expect(rateText(null)).toBe('—');
  });

  it('reads Beijing time and days', () => {
    expect(when('2026-11-26T10:25:00Z')).toBe('11-26 18:25');
    // 23:30 UTC is already the next day in Beijing.
    expect(beijingToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(comingDays(['2026-11-28', '2026-11-27', '2026-11-20'], '2026-11-27')).toEqual(['2026-11-27', '2026-11-28']);
    // When a board closed: the Beijing date and time (16:05 UTC is 00:05 the next day).
    expect(beijingTime('2026-11-29T16:05:00Z')).toBe('2026-11-30 00:05');
  });

  it('names past boards by their days', () => {
    expect(periodLabel('WEEK', '2026-11-23', '2026-11-29', '2026')).toBe('11月23日—11月29日');
    expect(periodLabel('WEEK', '2026-09-28', '2026-10-04', '2026')).toBe('9月28日—10月4日');
    // A week of another year says its year; one over New Year says both.
    expect(periodLabel('WEEK', '2025-11-24', '2025-11-30', '2026')).toBe('2025年11月24日—11月30日');
    expect(periodLabel('WEEK', '2025-12-29', '2026-01-04', '2026')).toBe('2025年12月29日—2026年1月4日');
    expect(periodLabel('MONTH', '2026-11-01', '2026-11-30', '2026')).toBe('2026年11月');
    expect(periodLabel('MONTH', '2026-02-01', '2026-02-28')).toBe('2026年2月');
  });

  it('takes picks only while selling before kickoff', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(openForPicks({ state: 'SELLING', kickoff: '2026-11-26T10:00:01Z' }, now)).toBe(true);
    expect(openForPicks({ state: 'SELLING', kickoff: '2026-11-26T10:00:00Z' }, now)).toBe(false);
    expect(openForPicks({ state: 'CLOSED', kickoff: '2026-11-26T12:00:00Z' }, now)).toBe(false);
    expect(openForPicks({ state: 'SELLING', kickoff: null }, now)).toBe(false);
  });

  it('names scopes and signs points', () => {
    expect(scopeName('play:2x1')).toBe('2串1');
    expect(scopeName('plans')).toBe('方案');
    expect(signed(8)).toBe('+8');
    expect(signed(-10)).toBe('-10');
  });
});

describe('choosing legs', () => {
  const leg = (matchId: string, choice: number): ChosenLeg => ({ matchId, play: 'SPF', choice, odds: 185, label: matchId });

  it('a single: each tap replaces the pick; tapping it again drops it', () => {
    let legs = tapLeg([], leg('a', 0), 1);
    legs = tapLeg(legs, leg('b', 2), 1);
    expect(legs.map((l) => l.matchId)).toEqual(['b']);
    expect(tapLeg(legs, leg('b', 2), 1)).toEqual([]);
  });

  it('a 2串1: two different matches; another option of a chosen match replaces its leg', () => {
    let legs = tapLeg([], leg('a', 0), 2);
    legs = tapLeg(legs, leg('a', 1), 2);
    expect(legs.map((l) => `${l.matchId}${l.choice}`)).toEqual(['a1']);
    expect(pickReady(legs, true)).toBe('second');
    legs = tapLeg(legs, leg('b', 0), 2);
    expect(pickReady(legs, true)).toBeNull();
    legs = tapLeg(legs, leg('c', 0), 2);
    expect(legs.map((l) => l.matchId)).toEqual(['b', 'c']);
    expect(pickReady([], false)).toBe('none');
  });
});

describe('the poster', () => {
  const record = { settled: 2, red: 1, black: 1, hitRate: '50.0', currentStreak: 0, longestStreak: 1, returnRate: '92.5', recent: { played: 0, red: 0 } };

  it('says the place, the figures and the invite', () => {
    const p = posterContent({ title: '本周连红榜', place: 1, periodName: '本周', name: '彩友甲', record, code: 'ABC123', link: 'https://x/pages/share/receive?code=ABC123' });
    expect(p.headline).toBe('第1名');
    expect(p.figures.map((f) => `${f.label} ${f.value}`)).toEqual(['命中率 50.0%', '本周 2中1', '最长连红 1', '回报率 92.5%']);
    expect(p.summary).toBe('已结算2场 · 1红 1黑 · 当前连红 0');
    expect(p.code).toBe('ABC123');
  });

  it('says 未上榜 below the minimum, and 专家战绩 for an expert', () => {
    expect(posterContent({ title: 't', place: null, name: 'n', record, code: 'C', link: 'l' }).headline).toBe('未上榜');
    const expert = posterContent({ title: 't', name: 'n', record: { ...record, recent: { played: 2, red: 1 } }, code: 'C', link: 'l' });
    expect(expert.headline).toBe('专家战绩');
    expect(expert.figures[1].value).toBe('近2中1');
  });
});
