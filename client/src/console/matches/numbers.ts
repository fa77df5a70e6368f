// What staff type into the match and odds forms, as the API takes it:
// whole numbers of hundredths or tenths (no floats on the way).

/** `"1.85"` → 185 (odds in hundredths, 1.01 to 999.00); null when not odds. */
export function oddsToHundredths(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const v = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return v >= 101 && v <= 99900 ? v : null;
}

/** 185 → `"1.85"`. */
export function hundredthsText(v: number): string {
  return `${Math.floor(v / 100)}.${String(v % 100).padStart(2, '0')}`;
}

/** `"-1"` → -10, `"178.5"` → 1785 (a handicap or a total line in tenths); null when not one. */
export function toTenths(text: string): number | null {
  const m = /^(-|\+)?(\d{1,3})(?:\.(\d))?$/.exec(text.trim());
  if (!m) return null;
  const v = Number(m[2]) * 10 + Number(m[3] ?? '0');
  return m[1] === '-' ? -v : v;
}

/** -35 → `"-3.5"`, 10 → `"1"`. */
export function tenthsText(v: number): string {
  const sign = v < 0 ? '-' : '';
  const a = Math.abs(v);
  return `${sign}${Math.floor(a / 10)}${a % 10 ? `.${a % 10}` : ''}`;
}
