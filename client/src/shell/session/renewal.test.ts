import { describe, expect, it } from 'vitest';
import { refreshDelay } from './renewal';

const now = new Date('2026-11-21T00:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3600_000);

describe('refreshDelay', () => {
  it('refreshes at once under 6 hours', () => {
    expect(refreshDelay(inHours(5.9), now)).toBe(0);
    expect(refreshDelay(inHours(-1), now)).toBe(0);
  });
  it('schedules 6 hours before expiry between 6 and 30 hours', () => {
    expect(refreshDelay(inHours(6), now)).toBe(0);
    expect(refreshDelay(inHours(10), now)).toBe(4 * 3600_000);
    expect(refreshDelay(inHours(30), now)).toBe(24 * 3600_000);
  });
  it('schedules nothing beyond 30 hours', () => {
    expect(refreshDelay(inHours(31), now)).toBeNull();
    expect(refreshDelay(inHours(24 * 7), now)).toBeNull();
  });
});
