import type { EmailFilter, EmailFolder, EmailLabel } from '../types/email.ts';
import { setOf } from './ecommerce.ts';

/** Mail's folders, in the order the side pane lists them (README "Records and value sets"). */
export const EMAIL_FOLDERS = setOf<EmailFolder>()(['inbox', 'sent', 'draft', 'spam']);

/** Every view of GET /api/apps/email `filter`: the folders, and the starred and trashed views. */
export const EMAIL_FILTERS = setOf<EmailFilter>()([
  'inbox',
  'sent',
  'draft',
  'starred',
  'spam',
  'trashed',
]);

export const EMAIL_LABELS = setOf<EmailLabel>()(['personal', 'company', 'important', 'private']);

/**
 * GET /api/apps/email's `q` rule: the sender's name or the subject holds the trimmed text, in any
 * case. The fake API filters by it; the mail screen previews a search with it over the folder it
 * already holds while the answer is on its way.
 */
export function emailMatchesQuery(
  email: { readonly from: { readonly name: string }; readonly subject: string },
  q: string,
): boolean {
  const needle = q.trim().toLowerCase();
  return (
    needle === '' ||
    email.from.name.toLowerCase().includes(needle) ||
    email.subject.toLowerCase().includes(needle)
  );
}
