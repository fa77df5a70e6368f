// A partner key's state as the console shows it.

/** Whether a key still works: not revoked, not past its expiry. */
export const keyWorks = (k: { revokedAt?: string | null; expiresAt?: string | null }, now = Date.now()) =>
  !k.revokedAt && (!k.expiresAt || new Date(k.expiresAt).getTime() > now);
