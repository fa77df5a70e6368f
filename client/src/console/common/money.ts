// Amounts staff type in yuan, as the API takes them: fen, counted as
// integers (a BigInt, sent as a string) — money is never a float.

/** `"5000000.5"` yuan → `"500000050"` fen (a string: BigInt); null when not an amount. */
export function yuanToFen(text: string): string | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return (BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'))).toString();
}

/** `"500000050"` fen → `"5000000.5"` yuan (exact: BigInt; no trailing zeros). */
export function fenToYuan(fen: string): string {
  const v = BigInt(fen);
  const sign = v < 0n ? '-' : '';
  const a = v < 0n ? -v : v;
  const cents = (a % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${sign}${a / 100n}${cents ? `.${cents}` : ''}`;
}
