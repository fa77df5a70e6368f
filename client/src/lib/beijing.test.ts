import { describe, expect, it } from 'vitest';
import { beijingDay } from './beijing';

describe('beijingDay', () => {
  it('is the Beijing date, not the UTC one', () => {
    expect(beijingDay('2026-11-29T16:30:00Z')).toBe('2026-11-30');
    expect(beijingDay('2026-11-29T15:59:59Z')).toBe('2026-11-29');
  });
  it('counts days back from the instant', () => {
    expect(beijingDay('2026-03-01T02:00:00Z', 13)).toBe('2026-02-16');
  });
});
