// A quiz mutation's user errors as the pages show them: one Chinese text
// per code (the schema's messages are English), else the shared text.
import type { UserErrorFields } from '../../lib/userErrors';
import { userErrorText } from '../../lib/userErrors';
import { toast } from '../../ui';
import { quizText as t } from './strings';

/** The text of a user error; `override` replaces a code's text for one page. */
export function quizErrorText(e: UserErrorFields, override: Partial<Record<string, string>> = {}): string {
  return override[e.code] ?? t.errors[e.code] ?? userErrorText[e.code] ?? e.message;
}

/** Shows the first user error, if any; true when there was one. */
export function showQuizErrors(
  errors: readonly UserErrorFields[] | null | undefined,
  override: Partial<Record<string, string>> = {},
): boolean {
  const first = errors?.[0];
  if (!first) return false;
  toast(quizErrorText(first, override));
  return true;
}
