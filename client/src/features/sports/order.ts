// A sports selection as the pages hold it: the chosen matches with their
// picks (at the odds shown when picked), 胆, 过关方式 and 倍数. It travels in
// the query string (`writeOrder` / `readOrder`), so 奖金明细, 拆单 and the
// share page reload and share as they were, and becomes the API's
// `SportsSelectionInput` (`toInput`). The arithmetic is the server's.
import type { SportsGame, SportsPlayType, SportsSelectionInput } from '../../gql/graphql';

export type Pick = { play: SportsPlayType; option: number; odds: number };

export type ChosenMatch = {
  /** `SportsMatch.id`. */
  matchId: string;
  picks: Pick[];
  banker: boolean;
  /** In tenths, as sold. */
  handicap: number;
  totalLine: number;
};

export type SportsOrder = {
  game: SportsGame;
  matches: ChosenMatch[];
  passTypes: string[];
  multiple: number;
};

export const SELECTION_GAMES: SportsGame[] = ['JCZQ', 'JCLQ', 'BJDC'];

export const emptyOrder = (game: SportsGame): SportsOrder => ({ game, matches: [], passTypes: [], multiple: 1 });

/** The order with `pick` on or off in match `matchId` (a match with no pick left leaves). */
export function togglePick(
  order: SportsOrder,
  match: { matchId: string; handicap: number; totalLine: number },
  pick: Pick,
): SportsOrder {
  const at = order.matches.findIndex((m) => m.matchId === match.matchId);
  const current = at >= 0 ? order.matches[at] : { ...match, picks: [], banker: false };
  const has = current.picks.some((p) => p.play === pick.play && p.option === pick.option);
  const picks = has
    ? current.picks.filter((p) => !(p.play === pick.play && p.option === pick.option))
    : [...current.picks, pick];
  const next = { ...current, picks, banker: picks.length ? current.banker : false };
  const matches =
    at >= 0
      ? picks.length
        ? order.matches.map((m, i) => (i === at ? next : m))
        : order.matches.filter((_, i) => i !== at)
      : [...order.matches, next];
  return { ...order, matches };
}

export function toggleBanker(order: SportsOrder, matchId: string): SportsOrder {
  return {
    ...order,
    matches: order.matches.map((m) => (m.matchId === matchId ? { ...m, banker: !m.banker } : m)),
  };
}

export function isPicked(order: SportsOrder, matchId: string, play: SportsPlayType, option: number): boolean {
  return order.matches.some(
    (m) => m.matchId === matchId && m.picks.some((p) => p.play === play && p.option === option),
  );
}

/** The API's input (with each match's id, so the prize check can read its result). */
export function toInput(order: SportsOrder): SportsSelectionInput {
  return {
    game: order.game,
    matches: order.matches.map((m) => ({
      matchId: m.matchId,
      picks: m.picks.map((p) => ({ play: p.play, option: p.option, odds: p.odds })),
      banker: m.banker,
      handicap: m.handicap,
      totalLine: m.totalLine,
    })),
    passTypes: order.passTypes,
    multiple: order.multiple,
  };
}

const GAME_CODES: Record<string, SportsGame> = { jczq: 'JCZQ', jclq: 'JCLQ', bjdc: 'BJDC' };

/**
 * The query string of an order: `g=jczq&x=2&p=3串4&m=<id>~<handicap>~<total>~<banker>~SPF.0.210|…`,
 * one `m` per match. Ids are opaque base64url-like strings without `~|.`.
 */
export function writeOrder(order: SportsOrder): string {
  const q = new URLSearchParams();
  q.set('g', order.game.toLowerCase());
  q.set('x', String(order.multiple));
  if (order.passTypes.length) q.set('p', order.passTypes.join(','));
  for (const m of order.matches) {
    const picks = m.picks.map((p) => `${p.play}.${p.option}.${p.odds}`).join('|');
    q.append('m', [m.matchId, m.handicap, m.totalLine, m.banker ? 1 : 0, picks].join('~'));
  }
  return q.toString();
}

const int = (s: string | undefined) => (s !== undefined && /^-?\d+$/.test(s) ? Number(s) : NaN);

/** The order a query string names, or null when it names none or is damaged. */
export function readOrder(search: string): SportsOrder | null {
  const q = new URLSearchParams(search);
  const game = GAME_CODES[q.get('g') ?? ''];
  const multiple = int(q.get('x') ?? '1');
  if (!game || !(multiple >= 1)) return null;
  const matches: ChosenMatch[] = [];
  for (const raw of q.getAll('m')) {
    const [matchId, h, t, b, list] = raw.split('~');
    const handicap = int(h);
    const totalLine = int(t);
    if (!matchId || Number.isNaN(handicap) || Number.isNaN(totalLine) || !list) return null;
    const picks: Pick[] = [];
    for (const p of list.split('|')) {
      const [play, option, odds] = p.split('.');
      if (!/^[A-Z_]+$/.test(play ?? '') || Number.isNaN(int(option)) || Number.isNaN(int(odds))) return null;
      picks.push({ play: play as SportsPlayType, option: int(option), odds: int(odds) });
    }
    matches.push({ matchId, handicap, totalLine, banker: b === '1', picks });
  }
  if (!matches.length) return null;
  const passTypes = (q.get('p') ?? '').split(',').filter(Boolean);
  return { game, matches, passTypes, multiple };
}

export type PassTypeInfo = { name: string; games: number; bets: number; sizes: number[] };
export type PlayLimit = { play: SportsPlayType; name: string; maxGames: number; minGames: number };

/** The most games the order's play types allow together (混合过关 takes the least). */
export function maxGames(order: SportsOrder, limits: PlayLimit[]): number {
  const used = new Set(order.matches.flatMap((m) => m.picks.map((p) => p.play)));
  return Math.min(...limits.filter((l) => used.has(l.play)).map((l) => l.maxGames), Infinity);
}

/**
 * Why the order cannot be priced, naming the limit (a play type's most or
 * fewest games), or null. The limits are the server's (`sportsPlayTypes`).
 */
export function limitBroken(
  order: SportsOrder,
  limits: PlayLimit[],
  text: { tooMany: (play: string, max: number, n: number) => string; tooFew: (play: string, min: number) => string },
): string | null {
  const n = order.matches.length;
  const used = new Set(order.matches.flatMap((m) => m.picks.map((p) => p.play)));
  for (const l of limits) {
    if (!used.has(l.play)) continue;
    if (n > l.maxGames) return text.tooMany(l.name, l.maxGames, n);
    if (n < l.minGames) return text.tooFew(l.name, l.minGames);
  }
  return null;
}

/**
 * The 过关方式 an order of `n` matches can take: M串1 up to n (自由过关,
 * several at once) and M串N (N > 1) for exactly n, within the play types'
 * limit; 单关 is offered from one match.
 */
export function passChoices(all: PassTypeInfo[], n: number, limit: number): { free: PassTypeInfo[]; multi: PassTypeInfo[] } {
  const fits = all.filter((p) => p.games <= Math.min(n, limit));
  return {
    free: fits.filter((p) => p.bets === 1 || p.games === 1),
    multi: fits.filter((p) => p.bets > 1 && p.games > 1 && p.games === n),
  };
}

/** Keeps only the 过关方式 that still fit after the selection changed; picks n串1 when none is left. */
export function fitPassTypes(order: SportsOrder, all: PassTypeInfo[], limit: number): string[] {
  const n = order.matches.length;
  const { free, multi } = passChoices(all, n, limit);
  const ok = new Set([...free, ...multi].map((p) => p.name));
  const kept = order.passTypes.filter((p) => ok.has(p));
  if (kept.length || n === 0) return kept;
  const fallback = free.filter((p) => p.games === Math.min(n, limit)).map((p) => p.name);
  return fallback.slice(0, 1);
}
