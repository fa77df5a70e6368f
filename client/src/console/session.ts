// The staff session (docs/console.md): a token of 30 minutes, renewed while
// the staff member works, never stored beyond the tab (sessionStorage: a
// closed tab ends it; the member app's localStorage never holds it).
//
// Renewal follows activity, not time: a refresh is sent at most every
// RENEW_EVERY_MS and only if the staff member touched the page since the
// last one, so 30 minutes without input end the session (security.md).

const TOKEN = 'lm.console.token';
const EXPIRES_AT = 'lm.console.expiresAt';

/** Renew the session at most this often while active. */
export const RENEW_EVERY_MS = 5 * 60 * 1000;

export type StaffSession = { token: string; expiresAt: string };

export function currentSession(): StaffSession | null {
  const token = sessionStorage.getItem(TOKEN);
  const expiresAt = sessionStorage.getItem(EXPIRES_AT);
  if (!token || !expiresAt) return null;
  if (new Date(expiresAt).getTime() <= Date.now()) {
    clearSession();
    return null;
  }
  return { token, expiresAt };
}

export function saveSession(s: StaffSession): void {
  sessionStorage.setItem(TOKEN, s.token);
  sessionStorage.setItem(EXPIRES_AT, s.expiresAt);
  window.dispatchEvent(new Event('lm-console-session'));
}

export function clearSession(): void {
  sessionStorage.removeItem(TOKEN);
  sessionStorage.removeItem(EXPIRES_AT);
  window.dispatchEvent(new Event('lm-console-session'));
}

/** Whether a renewal is due: active since the last one, and the last one at least RENEW_EVERY_MS ago. */
export function renewalDue(lastRenewal: number, lastActivity: number, now: number): boolean {
  return lastActivity > lastRenewal && now - lastRenewal >= RENEW_EVERY_MS;
}
