// What the shop manager's pages compute: dates in Beijing time (the
// server's licence day is a Beijing day), the application's status in one
// word, a mobile number's shape, and the words for the mutations' failures.
import type { UserErrorCode } from '../../gql/graphql';
import { toast } from '../../ui';
import { BEIJING } from '../../lib/beijing';
import { userErrorText } from '../../lib/userErrors';
import { shopText as t } from './strings';

/** `YYYY-MM-DD` of an instant, in Beijing. */
export { beijingDay } from '../../lib/beijing';

/** `YYYY-MM-DD HH:mm` of an instant, in Beijing. */
export function beijingTime(at: string): string {
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone: BEIJING,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** An application's status in one word: open, or how it was closed. */
export function applicationStatus(a: { state: string; outcome?: string | null }): string {
  return a.state === 'CLOSED' ? (a.outcome ?? 'CANCELLED') : 'PROCESSING';
}

/** A mainland mobile number (what the lookup takes). */
export const isMobile = (s: string) => /^1\d{10}$/.test(s);

interface ShopUserError {
  code: UserErrorCode;
  field?: readonly string[] | null;
  message: string;
}

/**
 * The words for a shop mutation's first failure: a field's own words when
 * the server named one, the page's for `NOT_ELIGIBLE` (what it means depends
 * on the page), else the shared words of the code.
 */
export function shopErrorText(e: ShopUserError, notEligible: string = t.shopNotEligible): string {
  const field = e.field?.[e.field.length - 1];
  if (e.code === 'INVALID_ARGUMENT' && field && t.fieldInvalid[field]) return t.fieldInvalid[field];
  if (e.code === 'NOT_ELIGIBLE') return notEligible;
  return userErrorText[e.code] ?? e.message;
}

/** Toasts a mutation's first failure; true when there was one. */
export function showShopErrors(errors: readonly ShopUserError[] | null | undefined, notEligible?: string): boolean {
  const first = errors?.[0];
  if (!first) return false;
  toast(shopErrorText(first, notEligible));
  return true;
}
