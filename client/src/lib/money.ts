// Money from the API: `Money { fen: BigInt!, yuan: String! }`. Amounts are
// shown from `yuan`, the server's exact decimal string ("189.00"); where the
// client really needs arithmetic it uses `fen` as a bigint, never a float.

/** A `BigInt` scalar (sent as a decimal string, e.g. "2800000") as a bigint. */
export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string' || typeof value === 'number') return BigInt(value);
  throw new TypeError(`not a BigInt scalar: ${String(value)}`);
}

/** Whole yuan in an amount of fen, rounded down (for amounts of 0 or more). */
export function wholeYuan(fen: unknown): bigint {
  return toBigInt(fen) / 100n;
}
