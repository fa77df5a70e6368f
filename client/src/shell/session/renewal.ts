// Token renewal (spec §4, §9): under 6 hours left → refresh now; between 6
// and 30 hours → refresh 6 hours before expiry; more → nothing scheduled
// (decided again on the next start).
export const REFRESH_THRESHOLD_MS = 6 * 60 * 60 * 1000;
export const SCHEDULE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Milliseconds until the refresh should run, or null for none now. */
export function refreshDelay(expireAt: Date, now: Date): number | null {
  const left = expireAt.getTime() - now.getTime();
  if (left < REFRESH_THRESHOLD_MS) return 0;
  if (left <= REFRESH_THRESHOLD_MS + SCHEDULE_WINDOW_MS) return left - REFRESH_THRESHOLD_MS;
  return null;
}
