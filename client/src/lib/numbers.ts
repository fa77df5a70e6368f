// Number display of spec §9: 10000 or more in 万, 100000000 or more in 亿
// with two decimals.
export function displayCount(n: number): string {
  if (n >= 100_000_000) return `${(n / 100_000_000).toFixed(2)}亿`;
  if (n >= 10_000) return `${trim((n / 10_000).toFixed(2))}万`;
  return String(n);
}

// The same display for a count held as a bigint (amounts past 2^53, money
// in whole yuan): no float arithmetic, two decimals rounded half up.
export function displayBigCount(n: bigint): string {
  if (n >= 100_000_000n) return `${fixed2(n, 100_000_000n)}亿`;
  if (n >= 10_000n) return `${trim(fixed2(n, 10_000n))}万`;
  return n.toString();
}

// n / unit with two decimals, rounded half up (n ≥ 0).
function fixed2(n: bigint, unit: bigint): string {
  const hundredths = ((n * 100n + unit / 2n) / unit).toString().padStart(3, '0');
  return `${hundredths.slice(0, -2)}.${hundredths.slice(-2)}`;
}

function trim(s: string): string {
  return s.replace(/\.?0+$/, '');
}
