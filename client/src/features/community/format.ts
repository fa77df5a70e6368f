// How the community pages read and write a post: a body's #话题# parts,
// inserting a topic, times relative to now (Beijing dates past a week),
// the edit window's time left, a saved selection as the line an attachment
// shows, and the user errors' texts. Pure functions (format.test.ts),
// except the toast at the end.
import { userErrorText, type UserErrorFields } from '../../lib/userErrors';
import { toast } from '../../ui';
import { communityText as t } from './strings';

/** The longest body a post takes (the server's limit). */
export const BODY_MAX = 2000;
/** The longest comment. */
export const COMMENT_MAX = 500;
/** The most images a post takes. */
export const IMAGES_MAX = 9;
/** How long after writing it the author may edit a post (the server's rule; `EDIT_WINDOW_CLOSED` after). */
export const EDIT_WINDOW_MS = 10 * 60_000;

/** How long the author may still edit a post written at `createdAt`, in ms (0 once the window closed). */
export function editTimeLeft(createdAt: string, now = Date.now()): number {
  const then = Date.parse(createdAt);
  if (Number.isNaN(then)) return 0;
  return Math.max(0, then + EDIT_WINDOW_MS - now);
}

/** A piece of a body: plain text, or a #topic# (its name without the #). */
export type BodyPart = { kind: 'text'; text: string } | { kind: 'topic'; name: string };

// A topic is `#name#`: 1–30 characters, neither `#` nor white space.
const TOPIC = /#([^#\s]{1,30})#/g;

/** A body cut into text and #topic# parts, in order (empty text parts left out). */
export function splitBody(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let at = 0;
  for (const m of body.matchAll(TOPIC)) {
    const start = m.index ?? 0;
    if (start > at) parts.push({ kind: 'text', text: body.slice(at, start) });
    parts.push({ kind: 'topic', name: m[1] });
    at = start + m[0].length;
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) });
  return parts;
}

/** The topic names a body holds, each once, in order. */
export function topicsIn(body: string): string[] {
  return [...new Set([...body.matchAll(TOPIC)].map((m) => m[1]))];
}

/**
 * The body with `#name# ` inserted at `cursor` (default: the end), with a
 * space before it when the text there does not end in one; unchanged when
 * the body already names the topic.
 */
export function insertTopic(body: string, name: string, cursor = body.length): string {
  if (topicsIn(body).includes(name)) return body;
  const at = Math.max(0, Math.min(cursor, body.length));
  const before = body.slice(0, at);
  const gap = before === '' || /\s$/.test(before) ? '' : ' ';
  return `${before}${gap}#${name}# ${body.slice(at)}`;
}

/** The number of characters as the counter (and the server) counts them: code points. */
export const charCount = (s: string) => [...s].length;

const BEIJING = 'Asia/Shanghai';

/** 刚刚 / N分钟前 / N小时前 / N天前, then the Beijing date (`MM-DD` this year, else `YYYY-MM-DD`). */
export function relativeTime(at: string, now = Date.now()): string {
  const then = Date.parse(at);
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < 60) return t.justNow;
  if (seconds < 3600) return t.minutesAgo(Math.floor(seconds / 60));
  if (seconds < 86400) return t.hoursAgo(Math.floor(seconds / 3600));
  if (seconds < 7 * 86400) return t.daysAgo(Math.floor(seconds / 86400));
  const day = (ms: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: BEIJING, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
  const date = day(then);
  return date.slice(0, 4) === day(now).slice(0, 4) ? date.slice(5) : date;
}

/** The IP属地 line, or null when the server does not know it (""). */
export const ipRegionText = (region: string | null | undefined) => (region ? t.ipRegion(region) : null);

const pad = (n: number) => String(n).padStart(2, '0');

/** A saved number selection as one line: `01 05 12 18 22 30 + 07`. */
export function numbersLine(main: readonly number[], extra: readonly number[]): string {
  const front = main.map(pad).join(' ');
  return extra.length ? `${front} + ${extra.map(pad).join(' ')}` : front;
}

/** The text of a user error: the community's own per code, else the shared one, else the server's. */
export function communityErrorText(e: UserErrorFields): string {
  return t.errors[e.code] ?? userErrorText[e.code] ?? e.message;
}

/** Shows the first user error, if any; true when there was one. */
export function showCommunityErrors(errors: readonly UserErrorFields[] | null | undefined): boolean {
  const first = errors?.[0];
  if (!first) return false;
  toast(communityErrorText(first));
  return true;
}
