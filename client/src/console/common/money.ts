// Amounts staff type in yuan, as the API takes them: fen, counted as
// integers (a BigInt, sent as a string) — money is never a float.

/** `"5000000.5"` yuan → `"500000050"` fen (a string: BigInt); null when not an amount. */
export function yuanToFen(text: string): string | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return (BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'))).toString();
}
