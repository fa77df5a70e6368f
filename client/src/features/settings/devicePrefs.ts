// The notification switches of the rich settings page. They are device
// preferences, not account settings: kept in this browser's localStorage
// under `lm.settings.*` and never sent to the server, so each phone keeps its
// own choice.
export const PREF_PREFIX = 'lm.settings.';

export type DevicePref = 'drawReminder' | 'push' | 'activity';

/** Draw reminders and messages are on until turned off; promotions are opt-in. */
export const prefDefaults: Record<DevicePref, boolean> = { drawReminder: true, push: true, activity: false };

export function readPref(pref: DevicePref): boolean {
  try {
    const v = localStorage.getItem(PREF_PREFIX + pref);
    return v === null ? prefDefaults[pref] : v === 'true';
  } catch {
    // Storage blocked (private mode, a WebView without it): the default.
    return prefDefaults[pref];
  }
}

export function writePref(pref: DevicePref, on: boolean): void {
  try {
    localStorage.setItem(PREF_PREFIX + pref, String(on));
  } catch {
    // Storage full or blocked: the switch still shows the choice this visit.
  }
}
