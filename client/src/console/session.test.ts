import { describe, expect, it } from 'vitest';
import { renewalDue, RENEW_EVERY_MS } from './session';

describe('staff session renewal', () => {
  it('renews only after activity, at most every five minutes', () => {
    const t0 = 1_000_000;
    // Active since, but too soon.
    expect(renewalDue(t0, t0 + 1000, t0 + 60_000)).toBe(false);
    // Active since, and five minutes on.
    expect(renewalDue(t0, t0 + 1000, t0 + RENEW_EVERY_MS)).toBe(true);
    // Idle since the last renewal: never (the session ends after 30 minutes).
    expect(renewalDue(t0, t0 - 1, t0 + 25 * 60_000)).toBe(false);
  });
});
