// Number display of spec §9: 10000 or more in 万, 100000000 or more in 亿
// with two decimals.
export function displayCount(n: number): string {
  if (n >= 100_000_000) return `${(n / 100_000_000).toFixed(2)}亿`;
  if (n >= 10_000) return `${trim((n / 10_000).toFixed(2))}万`;
  return String(n);
}

function trim(s: string): string {
  return s.replace(/\.?0+$/, '');
}
