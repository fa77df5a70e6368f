// How the quiz pages write the API's values: odds in hundredths (210 →
// "2.10") and lines in tenths (−10 → "-1", 1785 → "178.5") through
// src/lib/odds (shared with the sports pages), a record's rates
// (the server's exact one-decimal strings; "—" with nothing settled), and
// times in Beijing time; past boards by their days (11月23日—11月29日,
// 2026年11月). Integer arithmetic only: nothing is rounded by a float.
// Which games and play types take picks is the rulebook's (platform
// rules §2): 竞彩足球 胜平负 / 让球胜平负, 竞彩篮球 胜负 / 让分胜负 / 大小分.
import type { QuizBoardPeriod, SportsGame, SportsPlayType } from '../../gql/graphql';
import { BEIJING, beijingDay } from '../../lib/beijing';
import { handicapText, oddsText, tenthsText } from '../../lib/odds';
import { quizText as t } from './strings';

/** The games guessing takes, in tab order. */
export const QUIZ_GAMES: { game: SportsGame; name: string }[] = [
  { game: 'JCZQ', name: t.football },
  { game: 'JCLQ', name: t.basketball },
];

/** The play types guessing takes per game, in the order shown. */
export const QUIZ_PLAYS: Record<string, SportsPlayType[]> = {
  JCZQ: ['SPF', 'RQSPF'],
  JCLQ: ['SF', 'RFSF', 'DXF'],
};

export { oddsText };

export const playName = (play: string) => t.plays[play] ?? play;

/** The line a play type is sold with: 让球 / 让分 (`让-1`), 大小分's total (`总分178.5`); none for the others. */
export function lineText(play: string, line: number | null | undefined): string | null {
  if (line == null) return null;
  if (play === 'DXF') return t.totalLine(tenthsText(line));
  if (play === 'RQSPF' || play === 'RFSF') return t.handicap(handicapText(line));
  return null;
}

/** The line of a play type on a match (its handicap or total), or null. */
export function matchLine(play: string, m: { handicap?: number | null; totalLine?: number | null }): number | null {
  if (play === 'DXF') return m.totalLine ?? null;
  if (play === 'RQSPF' || play === 'RFSF') return m.handicap ?? null;
  return null;
}

/** A rate in percent from the server (`66.7`), or "—" with nothing to rate. */
export const rateText = (rate: string | null | undefined) => (rate == null ? t.none : t.percent(rate));


/** The Beijing calendar and clock of an RFC 3339 instant, by part (`year`, `month`, `day`, `hour`, `minute`), zero-padded. */
function beijingParts(at: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone: BEIJING,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/** `MM-DD HH:mm` in Beijing time of an RFC 3339 instant. */
export function when(at: string): string {
  const p = beijingParts(at);
  return `${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** `YYYY-MM-DD HH:mm` in Beijing time of an RFC 3339 instant (when a board closed). */
export function beijingTime(at: string): string {
  const p = beijingParts(at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/**
 * A closed board period by its days (`from`, `to`: `YYYY-MM-DD`, Beijing):
 * a month `2026年11月`; a week `11月23日—11月29日`, with the year in front
 * when it is not `thisYear` (a year of weeks is listed) and on both ends
 * when the week spans New Year.
 */
export function periodLabel(period: QuizBoardPeriod, from: string, to: string, thisYear = beijingToday().slice(0, 4)): string {
  const [fy, fm, fd] = from.split('-');
  if (period === 'MONTH') return t.monthLabel(fy, Number(fm));
  const [ty, tm, td] = to.split('-');
  if (fy !== ty) return t.daysLabel(t.yearDayLabel(fy, Number(fm), Number(fd)), t.yearDayLabel(ty, Number(tm), Number(td)));
  const start = fy === thisYear ? t.dayLabel(Number(fm), Number(fd)) : t.yearDayLabel(fy, Number(fm), Number(fd));
  return t.daysLabel(start, t.dayLabel(Number(tm), Number(td)));
}

/** Today's date in Beijing, `YYYY-MM-DD` (match days are Beijing days). */
export function beijingToday(now = new Date()): string {
  return beijingDay(now);
}

/** Match days still to come (today and later, Beijing), soonest first, from the newest-first list. */
export function comingDays(days: readonly string[], today: string): string[] {
  return days.filter((d) => d >= today).sort();
}

/** Whether a match still takes picks as far as the page knows (the server decides, by its clock). */
export function openForPicks(m: { state: string; kickoff?: string | null }, now = Date.now()): boolean {
  return m.state === 'SELLING' && !!m.kickoff && Date.parse(m.kickoff) > now;
}

/** The name of a record's scope (`all`, `play:spf`, `plans`…). */
export const scopeName = (scope: string) => t.scopes[scope] ?? scope;

/** Whole points with a sign, as a board's 净赢 shows them. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
