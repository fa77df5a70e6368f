// How the sports and quiz pages write the API's integers: odds in
// hundredths (210 → "2.10") and lines in tenths (−10 → "-1", 1785 →
// "178.5"). Integer arithmetic only, so no value is ever rounded by a float.

export function oddsText(hundredths: number | null | undefined): string {
  if (hundredths == null) return '--';
  const whole = Math.trunc(hundredths / 100);
  return `${whole}.${String(Math.abs(hundredths % 100)).padStart(2, '0')}`;
}

export function tenthsText(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  const abs = Math.abs(tenths);
  const rest = abs % 10;
  return `${sign}${Math.trunc(abs / 10)}${rest ? `.${rest}` : ''}`;
}

/** A handicap as printed on a ticket: `-1`, `+1.5`, `0`. */
export function handicapText(tenths: number): string {
  return tenths > 0 ? `+${tenthsText(tenths)}` : tenthsText(tenths);
}
