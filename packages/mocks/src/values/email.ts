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
