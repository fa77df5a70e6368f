// How the quiz pages write the API's values: odds in hundredths (210 →
// "2.10") and lines in tenths (−10 → "-1", 1785 → "178.5") through
// src/lib/odds (shared with the sports pages), a record's rates
// (the server's exact one-decimal strings; "—" with nothing settled), and
// times in Beijing time. Integer arithmetic only: nothing is rounded by a
// float. Which games and play types take picks is the rulebook's
// (platform rules §2): 竞彩足球 胜平负 / 让球胜平负, 竞彩篮球 胜负 / 让分胜负 / 大小分.
import type { SportsGame, SportsPlayType } from '../../gql/graphql';
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


/** `MM-DD HH:mm` in Beijing time of an RFC 3339 instant. */
export function when(at: string): string {
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone: BEIJING,
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
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
