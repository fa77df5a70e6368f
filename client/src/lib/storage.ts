// What the client keeps between visits (spec §3 "Stored locally"): the
// token with its expiry, the user record, the login platform, the invite
// member id and invite code. In lib/ because the network layer, tracking,
// sign-in, settings and the invite landing page all read or write it.
const TOKEN = 'lm.token';
const EXPIRE_AT = 'lm.expireAt';
const USER = 'lm.user';
const INVITE = 'lm.inviteMeMemberId';
const INVITE_CODE = 'lm.inviteCode';
const PLATFORM = 'lm.platform';

export interface StoredUser {
  id: string;
  nickName: string;
}

export interface Session {
  token: string;
  expireAt: string;
  user: StoredUser;
}

export function loadSession(): Session | null {
  const token = localStorage.getItem(TOKEN);
  const expireAt = localStorage.getItem(EXPIRE_AT);
  const user = localStorage.getItem(USER);
  if (!token || !expireAt || !user) return null;
  try {
    const parsed = JSON.parse(user) as StoredUser;
    // Sessions saved before member ids became opaque global ids hold a bare
    // number, which the API no longer accepts: sign in again.
    if (/^\d+$/.test(parsed.id)) {
      clearSession();
      return null;
    }
    return { token, expireAt, user: parsed };
  } catch {
    return null;
  }
}

export function saveSession(s: Session): void {
  localStorage.setItem(TOKEN, s.token);
  localStorage.setItem(EXPIRE_AT, s.expireAt);
  localStorage.setItem(USER, JSON.stringify(s.user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN);
  localStorage.removeItem(EXPIRE_AT);
  localStorage.removeItem(USER);
}

export function currentToken(): string | null {
  return localStorage.getItem(TOKEN);
}

/** The platform this device signs in from (spec §3): the one stored at the
 * last sign-in, else WeChat inside its wrapper, else the web (h5). Sent with
 * every sign-in, so the server's member sources say where members come from. */
export function loginPlatform(): string {
  const kept = localStorage.getItem(PLATFORM);
  if (kept) return kept;
  const wx = (window as unknown as { wx?: { login?: unknown } }).wx;
  return typeof wx?.login === 'function' || /MicroMessenger/i.test(navigator.userAgent) ? 'wechat' : 'h5';
}

/** Keeps the platform a sign-in succeeded from. */
export function rememberPlatform(platform: string): void {
  if (platform.trim() !== '') localStorage.setItem(PLATFORM, platform.trim());
}

/** Replaces the stored user record (after a member find call). */
export function saveUser(user: StoredUser): void {
  localStorage.setItem(USER, JSON.stringify(user));
}

/** Stored only when non-empty and not 0 (spec §5). */
export function rememberInviter(id: string | null): void {
  if (id && id.trim() !== '' && id.trim() !== '0') localStorage.setItem(INVITE, id.trim());
}

export function inviter(): string | null {
  return localStorage.getItem(INVITE);
}

/** The invite code of a receive page, used at the next sign-up. */
export function rememberInviteCode(code: string): void {
  if (code.trim() !== '') localStorage.setItem(INVITE_CODE, code.trim());
}

export function inviteCode(): string | null {
  return localStorage.getItem(INVITE_CODE);
}

/** A JSON value kept under `key`; null when absent or unreadable. */
export function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Keeps a JSON value under `key` (a full storage loses it quietly: a cache, not a record). */
export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: the page works without it.
  }
}
