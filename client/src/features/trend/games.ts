// The five games with a 走势图 and how their draws split into the chart's
// column groups: ball games by zone (red/front, blue/back), digit games by
// position (one group of 0–9 per digit). The grid itself (grid.ts) knows
// nothing of games.
import type { Game } from '../../gql/graphql';
import type { TrendDraw, ZoneSpec } from './grid';
import { trendText as t } from './strings';

export type TrendZone = ZoneSpec & {
  /** The column group's heading. */
  label: string;
  /** The balls' colour. */
  tone: 'red' | 'blue';
  /** Whether a line joins the zone's hits row to row (the blue/back zone, each digit position). */
  line: boolean;
  /** Whether the numbers show as digits (`7`) rather than balls (`07`). */
  digits: boolean;
};

export type TrendGame = {
  /** The lower-case code of the URL (`ssq`). */
  code: string;
  game: Game;
  name: string;
  zones: TrendZone[];
  /** The zones listed in the current-omission table under the chart (ball games' red/front zone). */
  summary: number[];
};

const balls = (label: string, min: number, max: number, tone: 'red' | 'blue'): TrendZone => ({
  label,
  min,
  max,
  tone,
  line: tone === 'blue',
  digits: false,
});

// Digit positions alternate colours so the groups read apart; each has its own line.
const digits = (labels: string[]): TrendZone[] =>
  labels.map((label, i) => ({ label, min: 0, max: 9, tone: i % 2 === 0 ? 'red' : 'blue', line: true, digits: true }));

const { zones: z } = t;

export const TREND_GAMES: TrendGame[] = [
  { code: 'ssq', game: 'SSQ', name: t.gameNames.SSQ, zones: [balls(z.red, 1, 33, 'red'), balls(z.blue, 1, 16, 'blue')], summary: [0] },
  { code: 'dlt', game: 'DLT', name: t.gameNames.DLT, zones: [balls(z.front, 1, 35, 'red'), balls(z.back, 1, 12, 'blue')], summary: [0] },
  { code: 'fc3d', game: 'FC3D', name: t.gameNames.FC3D, zones: digits([z.hundreds, z.tens, z.units]), summary: [] },
  { code: 'pl3', game: 'PL3', name: t.gameNames.PL3, zones: digits([z.hundreds, z.tens, z.units]), summary: [] },
  {
    code: 'pl5',
    game: 'PL5',
    name: t.gameNames.PL5,
    zones: digits([z.tenThousands, z.thousands, z.hundreds, z.tens, z.units]),
    summary: [],
  },
];

/** The game of a URL's code; undefined for a code without a chart. */
export function trendGame(code: string | null | undefined): TrendGame | undefined {
  return TREND_GAMES.find((g) => g.code === code?.toLowerCase());
}

/** A draw as the grid reads it: ball games by zone, digit games one position per zone. */
export function toTrendDraw(game: TrendGame, d: { issue: string; mainNumbers: number[]; extraNumbers: number[] }): TrendDraw {
  const isDigits = game.zones[0]?.digits ?? false;
  return {
    issue: d.issue,
    zones: isDigits ? game.zones.map((_, i) => (i < d.mainNumbers.length ? [d.mainNumbers[i]] : [])) : [d.mainNumbers, d.extraNumbers],
  };
}

/** How a number is shown: digits as is, balls with two places. */
export const numberText = (n: number, asDigit: boolean) => (asDigit ? String(n) : String(n).padStart(2, '0'));

/** The chart windows offered (drawHistory gives at most 100 at a time). */
export const WINDOWS = [30, 50, 100] as const;
export const DEFAULT_WINDOW = 30;

/** The `last` query parameter as one of WINDOWS (else the default). */
export function windowOf(param: string | null): number {
  const n = Number(param);
  return (WINDOWS as readonly number[]).includes(n) ? n : DEFAULT_WINDOW;
}
