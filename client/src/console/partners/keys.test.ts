import { describe, expect, it } from 'vitest';
import { keyWorks } from './keys';

describe('keyWorks', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  it('a key without revocation or expiry works', () => {
    expect(keyWorks({}, now)).toBe(true);
  });
  it('a revoked key does not, whatever its expiry', () => {
    expect(keyWorks({ revokedAt: '2026-11-30T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z' }, now)).toBe(false);
  });
  it('a key past its expiry does not; one before it does', () => {
    expect(keyWorks({ expiresAt: '2026-11-30T23:59:59Z' }, now)).toBe(false);
    expect(keyWorks({ expiresAt: '2026-12-01T00:00:01Z' }, now)).toBe(true);
  });
});
