import { avatarPath } from '../lib/asset-paths.ts';
import { nextId } from '../lib/ids.ts';
import type { Email, EmailAddress, EmailAttachment, EmailFolder } from '../types/email.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe inside HTML (element content and quoted attribute values). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * Plain text as Mail's HTML: escaped, a paragraph per blank-line-separated block, line breaks
 * kept. Mail renders `message` as HTML, so the text a user typed must never become markup.
 */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** Every id Mail shows, replies included, so a new mail's id is free among them all. */
const mailIds = (emails: readonly Email[]): { id: number }[] =>
  emails.flatMap((e) => [e, ...e.replies]);

export interface MailToStore {
  from: { name: string; email: string };
  to: EmailAddress[];
  subject: string;
  /** HTML: build it with `textToHtml` or `escapeHtml` around anything a visitor typed. */
  html: string;
  folder: EmailFolder;
  /** Sent mail is read; a delivered one arrives unread. */
  isRead: boolean;
  now: Date;
  cc?: string[];
  bcc?: string[];
  attachments?: EmailAttachment[];
}

/**
 * Stores a mail at the top of Mail's list, as Mail shows it: the fake mail server behind invoice
 * sending (Sent) and the account mails (reset links, codes) that arrive in the demo admin's inbox.
 */
export function storeMail(emails: Email[], mail: MailToStore): Email {
  const stored: Email = {
    id: nextId(mailIds(emails)),
    to: mail.to,
    from: { ...mail.from, avatar: avatarPath(mail.from.name) },
    subject: mail.subject,
    cc: mail.cc ?? [],
    bcc: mail.bcc ?? [],
    message: mail.html,
    attachments: mail.attachments ?? [],
    isStarred: false,
    labels: [],
    time: mail.now.toISOString(),
    replies: [],
    folder: mail.folder,
    isRead: mail.isRead,
    isDeleted: false,
  };
  emails.unshift(stored);
  return stored;
}
