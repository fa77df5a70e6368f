// Beijing days: draws, match days, the roll-ups' days and the usage tables
// are Asia/Shanghai days, whatever the device's time zone.

export const BEIJING = 'Asia/Shanghai';

/** `YYYY-MM-DD` of an instant in Beijing (now by default), `offsetDays` before it. */
export function beijingDay(at: string | Date = new Date(), offsetDays = 0): string {
  const instant = (typeof at === 'string' ? new Date(at) : at).getTime() - offsetDays * 86_400_000;
  return new Intl.DateTimeFormat('en-CA', { timeZone: BEIJING, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
