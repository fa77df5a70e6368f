// The arithmetic of the channel and withdrawal pages, apart from React so it
// is tested on its own: Asia/Shanghai days and ranges (the server's days),
// fen ⇄ yuan without floats (a float turns 0.29 yuan into 28 fen), the CSV
// of a channel's days, and a withdrawal's shown state.
import type { WorkflowOutcome, WorkflowState } from '../../gql/graphql';
import { toBigInt } from '../../lib/money';

const DAY_MS = 86_400_000;

/** The server's most days in a range (`to` at most 91 days after `from`). */
export const MAX_RANGE_DAYS = 92;

/** Today in Asia/Shanghai, `YYYY-MM-DD` (the roll-up's days are Shanghai days). */
export function shanghaiToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `n` days (calendar arithmetic on the date alone). */
export function addDays(day: string, n: number): string {
  return new Date(dayMs(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `from` to `to` holds, both included. */
export function spanDays(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
}

export type Range = { from: string; to: string };

/** The last `days` days up to `today`, both included. */
export function lastDays(days: number, today: string): Range {
  return { from: addDays(today, 1 - days), to: today };
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a chosen range cannot be asked for, or null when it can. */
export function rangeProblem({ from, to }: Range, today: string): 'incomplete' | 'order' | 'future' | 'tooLong' | null {
  if (!DAY_RE.test(from) || !DAY_RE.test(to) || Number.isNaN(dayMs(from)) || Number.isNaN(dayMs(to))) return 'incomplete';
  if (from > to) return 'order';
  if (to > today) return 'future';
  if (spanDays(from, to) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** An amount of fen (a `BigInt` scalar or a bigint) as yuan with two decimals: `1050` → `10.50`. */
export function yuanOf(fen: unknown): string {
  const f = toBigInt(fen);
  const abs = f < 0n ? -f : f;
  return `${f < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The sum of `BigInt` scalars. */
export function sum(values: readonly unknown[]): bigint {
  return values.reduce<bigint>((a, v) => a + toBigInt(v), 0n);
}

/**
 * A typed amount of yuan (`10`, `10.5`, `10.05`) as fen, or null when it is
 * not one: digits and at most two decimals, parsed as text.
 */
export function parseYuan(text: string): bigint | null {
  const m = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  return BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** One CSV field: quoted when it holds a comma, quote or line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A CSV file's text: a byte-order mark first so Excel reads the Chinese as
 * UTF-8 (without it Excel on Windows guesses GBK), lines ended by CRLF as
 * RFC 4180 has them.
 */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A file name of the channel's range: `一号渠道_2026-11-01_2026-11-07.csv`, without characters file systems refuse. */
export function csvFileName(channel: string, { from, to }: Range): string {
  const safe = channel.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '') || 'channel';
  return `${safe}_${from}_${to}.csv`;
}

/** An account number as shown on the page: the last 4 characters, the rest starred (the server's rule). */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 4) return '*'.repeat(chars.length);
  return '*'.repeat(chars.length - 4) + chars.slice(-4).join('');
}

export type WithdrawalStatus = 'waiting' | 'approved' | 'paid' | 'rejected' | 'cancelled';

/**
 * What a withdrawal's state and outcome mean to its member: PROCESSING with
 * no outcome waits for review, PROCESSING and APPROVED waits to be paid,
 * CLOSED carries PAID, REJECTED or CANCELLED.
 */
export function withdrawalStatus(state: WorkflowState, outcome: WorkflowOutcome | null | undefined): WithdrawalStatus {
  if (state === 'CLOSED') {
    if (outcome === 'PAID') return 'paid';
    if (outcome === 'REJECTED') return 'rejected';
    return 'cancelled';
  }
  return outcome === 'APPROVED' ? 'approved' : 'waiting';
}

export type LimitBreach = { kind: 'minimum' | 'dayLeft'; yuan: string } | { kind: 'perDay'; count: number };

/**
 * Which limit a `WITHDRAWAL_LIMIT` refusal names. The limits are settings the
 * API does not publish; the refusal's message carries the figure ("the
 * smallest withdrawal is 10.00 yuan", "at most 3 withdrawals a day", "at
 * most 200.00 yuan more today"), so the page can say it in Chinese. Null
 * for any other wording: the page then shows the code's general text.
 */
export function limitBreach(message: string): LimitBreach | null {
  const min = /smallest withdrawal is (\d+\.\d{2}) yuan/.exec(message);
  if (min) return { kind: 'minimum', yuan: min[1] };
  const left = /at most (\d+\.\d{2}) yuan more today/.exec(message);
  if (left) return { kind: 'dayLeft', yuan: left[1] };
  const count = /at most (\d+) withdrawals a day/.exec(message);
  if (count) return { kind: 'perDay', count: Number(count[1]) };
  return null;
}
