// The member list's filters between the URL (strings, so a reload or a
// shared link shows the same list), the form and the server's
// MemberFilterInput (the seed's QueryMemberRequest). Created dates are
// Beijing days: `from` its start, `to` up to the next day's start.
import type { Gate, MemberFilterInput, MemberKind, VipLevel } from '../../gql/staff/graphql';

export const FILTER_KEYS = [
  'keyword',
  'phone',
  'nickname',
  'legalName',
  'vipNumber',
  'vipLevels',
  'kind',
  'isEnabled',
  'isStaff',
  'isRobot',
  'isExpert',
  'isActive',
  'from',
  'to',
  'days',
  'streak',
  'gates',
  'platform',
] as const;

export type UrlFilters = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

const TEXT = ['keyword', 'phone', 'nickname', 'legalName', 'vipNumber'] as const;
const FLAGS = ['isEnabled', 'isStaff', 'isRobot', 'isExpert', 'isActive'] as const;

const flag = (v?: string) => (v === 'true' ? true : v === 'false' ? false : undefined);
const list = (v?: string) => (v ? v.split(',').filter(Boolean) : undefined);
const whole = (v?: string) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The server's filter for the URL's values; empty values do not filter. */
export function toFilter(u: UrlFilters): MemberFilterInput {
  const f: MemberFilterInput = {};
  for (const k of TEXT) if (u[k]?.trim()) f[k] = u[k]?.trim();
  for (const k of FLAGS) if (flag(u[k]) !== undefined) f[k] = flag(u[k]);
  if (list(u.vipLevels)) f.vipLevels = list(u.vipLevels) as VipLevel[];
  if (list(u.gates)) f.gates = list(u.gates) as Gate[];
  if (u.kind) f.kind = u.kind as MemberKind;
  if (u.from) f.createdFrom = `${u.from}T00:00:00+08:00`;
  if (u.to) f.createdBefore = `${nextDay(u.to)}T00:00:00+08:00`;
  if (whole(u.days)) f.registeredWithinDays = whole(u.days);
  if (whole(u.streak)) f.minCheckInStreak = whole(u.streak);
  if (u.platform?.trim()) f.platformName = u.platform.trim();
  return f;
}

/** How many filters beyond the first row are set (the "more" toggle opens when any is). */
export function extraCount(u: UrlFilters): number {
  return FILTER_KEYS.filter((k) => !['keyword', 'phone', 'vipLevels', 'isEnabled'].includes(k) && u[k]).length;
}
