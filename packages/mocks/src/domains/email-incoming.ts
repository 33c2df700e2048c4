import type { Email, EmailLabel } from '../types/email.ts';
import { MAILBOX_OWNER } from '../db/seed/email-texts.ts';
import { escapeHtml, storeMail } from './mail-delivery.ts';

interface IncomingText {
  from: string;
  email: string;
  subject: string;
  paragraphs: string[];
  labels: EmailLabel[];
}

/** What arrives while Mail is open, in turn (README "Mail extensions"). */
// Data table: one message per line reads as a table.
// prettier-ignore
export const INCOMING_TEXTS: readonly IncomingText[] = [
  { from: 'Nadia Benali', email: 'nadia.benali@gmail.com', subject: 'Where is my order?', labels: ['personal'], paragraphs: ['Hello,', 'My order was due yesterday and the tracking page has not moved since Monday. Could you check it for me?', 'Thank you, Nadia'] },
  { from: 'Oliver Grant', email: 'oliver@grantandco.example', subject: 'Wholesale price list', labels: ['company'], paragraphs: ['Hi John,', 'Could you send us your current wholesale price list for the Home Decor range?', 'Best, Oliver'] },
  { from: 'Atrium Reports', email: 'reports@atrium.shop', subject: 'Your daily sales digest', labels: ['company', 'important'], paragraphs: ['Yesterday you took 38 orders.', 'The full digest is on your dashboard.'] },
  { from: 'Yuki Tanaka', email: 'yuki.tanaka@icloud.com', subject: 'Size exchange', labels: ['personal'], paragraphs: ['Hi,', 'The Trail Runner GTX is half a size too small. Can I exchange it for a 42?', 'Yuki'] },
  { from: 'Marcus Webb', email: 'marcus.webb@freightline.example', subject: 'Pickup rescheduled to Thursday', labels: ['company'], paragraphs: ['Hello John,', 'Our pickup from your warehouse moves from Wednesday to Thursday, 9:00 to 11:00.', 'Marcus'] },
];

/**
 * Stores the `round`-th incoming mail (they come in turn) at the top of the inbox, unread, to the
 * mailbox's owner, and returns it.
 */
export function deliverIncoming(emails: Email[], now: Date, round: number): Email {
  const text = INCOMING_TEXTS[round % INCOMING_TEXTS.length] ?? INCOMING_TEXTS[0];
  if (!text) throw new Error('No incoming mail to deliver');
  const mail = storeMail(emails, {
    from: { name: text.from, email: text.email },
    to: [{ ...MAILBOX_OWNER }],
    subject: text.subject,
    html: text.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    folder: 'inbox',
    isRead: false,
    now,
  });
  mail.labels = [...text.labels];
  return mail;
}
