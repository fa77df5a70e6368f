import { describe, expect, it } from 'vitest';
import { extraCount, toFilter } from './filters';

describe('the member filters', () => {
  it('turn the URL into the server filter', () => {
    expect(
      toFilter({ phone: ' 138 ', vipLevels: 'LEVEL2,LEVEL3', isEnabled: 'false', isExpert: 'true', from: '2026-11-01', to: '2026-11-30', days: '7', streak: 'x', gates: 'APP' }),
    ).toEqual({
      phone: '138',
      vipLevels: ['LEVEL2', 'LEVEL3'],
      isEnabled: false,
      isExpert: true,
      createdFrom: '2026-11-01T00:00:00+08:00',
      createdBefore: '2026-12-01T00:00:00+08:00',
      registeredWithinDays: 7,
      gates: ['APP'],
    });
  });

  it('leave empty values out and count the hidden ones', () => {
    expect(toFilter({ keyword: '  ', isStaff: 'maybe' })).toEqual({});
    expect(extraCount({ phone: '1', nickname: '甲', days: '3' })).toBe(2);
  });
});
