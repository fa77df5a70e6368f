// The seven draw games as the pickers see them: their zones, how many
// numbers one bet takes from each, and whether 胆 can be set. The rules
// themselves (counting, prizes, splitting) are the server's.
import type { Game } from '../../gql/graphql';

export type ZoneDef = {
  /** Shown above the picker. */
  label: string;
  min: number;
  max: number;
  /** Numbers per bet (1 for a digit position). */
  size: number;
  kind: 'red' | 'blue';
  /** Whether 胆 may be set in this zone. */
  dan: boolean;
};

export type GameDef = { game: Game; code: string; name: string; zones: ZoneDef[]; additional: boolean };

const digitZones = (labels: string[], lastMax = 9): ZoneDef[] =>
  labels.map((label, i) => ({
    label,
    min: 0,
    max: i === labels.length - 1 ? lastMax : 9,
    size: 1,
    kind: i === labels.length - 1 && lastMax !== 9 ? 'blue' : 'red',
    dan: false,
  }));

export const GAMES: GameDef[] = [
  {
    game: 'SSQ',
    code: 'ssq',
    name: '双色球',
    additional: false,
    zones: [
      { label: '红球', min: 1, max: 33, size: 6, kind: 'red', dan: true },
      { label: '蓝球', min: 1, max: 16, size: 1, kind: 'blue', dan: false },
    ],
  },
  {
    game: 'DLT',
    code: 'dlt',
    name: '大乐透',
    additional: true,
    zones: [
      { label: '前区', min: 1, max: 35, size: 5, kind: 'red', dan: true },
      { label: '后区', min: 1, max: 12, size: 2, kind: 'blue', dan: true },
    ],
  },
  {
    game: 'QLC',
    code: 'qlc',
    name: '七乐彩',
    additional: false,
    zones: [{ label: '号码', min: 1, max: 30, size: 7, kind: 'red', dan: false }],
  },
  { game: 'FC3D', code: 'fc3d', name: '福彩3D', additional: false, zones: digitZones(['百位', '十位', '个位']) },
  { game: 'PL3', code: 'pl3', name: '排列三', additional: false, zones: digitZones(['百位', '十位', '个位']) },
  {
    game: 'PL5',
    code: 'pl5',
    name: '排列五',
    additional: false,
    zones: digitZones(['万位', '千位', '百位', '十位', '个位']),
  },
  {
    game: 'QXC',
    code: 'qxc',
    name: '七星彩',
    additional: false,
    zones: digitZones(['第一位', '第二位', '第三位', '第四位', '第五位', '第六位', '第七位'], 14),
  },
];

export function gameDef(code: string | null | undefined): GameDef {
  return GAMES.find((g) => g.code === code || g.game === code) ?? GAMES[0];
}

/** One zone as picked: 胆 and 拖 (a plain pick has only 拖). */
export type ZonePick = { dan: number[]; tuo: number[] };

export function emptyPick(def: GameDef): ZonePick[] {
  return def.zones.map(() => ({ dan: [], tuo: [] }));
}

/** Whether every zone has enough numbers for at least one bet. */
export function complete(def: GameDef, zones: ZonePick[]): boolean {
  return def.zones.every((z, i) => {
    const p = zones[i];
    return !!p && p.dan.length < Math.max(z.size, 2) && p.dan.length + p.tuo.length >= z.size;
  });
}

/** The pick as URL text (`?zones=`), and back. */
export function encodeZones(zones: ZonePick[]): string {
  return zones.map((z) => `${z.dan.join(',')}:${z.tuo.join(',')}`).join(';');
}

/** Comma-separated numbers from a URL; anything else is dropped. */
export function parseNumbers(s: string | null | undefined): number[] {
  return (s ?? '')
    .split(',')
    .filter((x) => x !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n));
}

export function decodeZones(def: GameDef, text: string | null): ZonePick[] {
  if (!text) return emptyPick(def);
  const nums = parseNumbers;
  const parts = text.split(';');
  return def.zones.map((_, i) => {
    const [dan, tuo] = (parts[i] ?? '').split(':');
    return { dan: nums(dan), tuo: nums(tuo) };
  });
}

/** A ticket's numbers for the prize check: main zone(s), extra zone. */
export function ticketNumbers(def: GameDef, zones: ZonePick[]): { main: number[]; extra: number[] } {
  const all = (z: ZonePick | undefined) => [...(z?.dan ?? []), ...(z?.tuo ?? [])];
  if (def.zones[0].size === 1) {
    // Digit games: one digit per position; 七星彩's last is the extra.
    const digits = zones.map((z) => all(z)[0] ?? 0);
    return def.game === 'QXC'
      ? { main: digits.slice(0, 6), extra: digits.slice(6) }
      : { main: digits, extra: [] };
  }
  return { main: all(zones[0]), extra: def.zones.length > 1 ? all(zones[1]) : [] };
}

export const two = (n: number) => String(n).padStart(2, '0');

/** A zone as text: 胆 in brackets, then 拖. */
export function zoneText(z: { dan: number[]; tuo: number[] }, digits = false): string {
  const f = (ns: number[]) => ns.map((n) => (digits ? String(n) : two(n))).join(' ');
  return z.dan.length ? `(${f(z.dan)}) ${f(z.tuo)}` : f(z.tuo);
}

/** A whole pick as text, zones joined by “+”. */
export function pickText(def: GameDef, zones: ZonePick[]): string {
  const digits = def.zones[0].size === 1;
  return zones.map((z) => zoneText(z, digits)).join(digits ? ' | ' : ' + ');
}

/**
 * Whether the pick can be checked against a draw: a ball game's 复式 (no
 * 胆), or exactly one digit per position.
 */
export function checkable(def: GameDef, zones: ZonePick[]): boolean {
  if (!complete(def, zones) || zones.some((z) => z.dan.length > 0)) return false;
  return def.zones[0].size > 1 || zones.every((z) => z.tuo.length === 1);
}

/** A draw's numbers as text: balls two-digit, digits as they are. */
export function drawText(def: GameDef, main: number[], extra: number[]): string {
  const f = (ns: number[]) => ns.map((n) => (def.zones[0].size === 1 ? String(n) : two(n))).join(' ');
  return extra.length ? `${f(main)} + ${f(extra)}` : f(main);
}
