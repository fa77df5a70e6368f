// A channel's day as the table and its CSV show it: one column list, so the
// page and the file always agree.
import { sum, yuanOf } from './format';
import { channelText as t } from './strings';

/** The figures of a `ChannelDay` the pages read (BigInt scalars as strings). */
export type DayFigures = {
  day: string;
  registrations: unknown;
  active: unknown;
  checkIns: unknown;
  invites: unknown;
  pointsIssued: unknown;
  pointsSpent: unknown;
  earnings: { fen: unknown };
};

type Column = { label: string; value: (d: DayFigures) => unknown; money?: boolean };

/** The table's figures after the day, in order. */
export const FIGURES: readonly Column[] = [
  { label: t.registrations, value: (d) => d.registrations },
  { label: t.active, value: (d) => d.active },
  { label: t.checkIns, value: (d) => d.checkIns },
  { label: t.invites, value: (d) => d.invites },
  { label: t.pointsIssued, value: (d) => d.pointsIssued },
  { label: t.pointsSpent, value: (d) => d.pointsSpent },
  { label: t.earnings, value: (d) => d.earnings.fen, money: true },
];

/** A figure as shown: counts as they are, earnings in yuan. */
export function shown(c: Column, value: unknown): string {
  return c.money ? yuanOf(value) : String(value);
}

/** The sum of each figure over `days`. */
export function totals(days: readonly DayFigures[]): string[] {
  return FIGURES.map((c) => shown(c, sum(days.map(c.value))));
}

/** The CSV's rows: the header, then one row per day (full dates). */
export function csvRows(days: readonly DayFigures[]): string[][] {
  return [[t.day, ...FIGURES.map((c) => c.label)], ...days.map((d) => [d.day, ...FIGURES.map((c) => shown(c, c.value(d)))])];
}
