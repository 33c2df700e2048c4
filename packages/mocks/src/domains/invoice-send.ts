import { avatarPath } from '../lib/asset-paths.ts';
import { nextId } from '../lib/ids.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import type { LoginUser } from '../types/auth.ts';
import type { Email } from '../types/email.ts';
import type { Invoice, InvoiceSendInput } from '../types/invoice.ts';
import { MAILBOX_OWNER } from '../db/seed/email-texts.ts';
import { userIdFromToken } from './auth.ts';
import { onInvoice } from './invoice-body.ts';

/** What the send call reads and writes: the invoices and Mail's emails. */
export interface SendContext {
  invoices: Invoice[];
  emails: Email[];
  /** Who sends: the signed-in user's name goes on the mail (README "Invoice extensions"). */
  senderName: string;
  now: Date;
}

/**
 * The name the sent mail carries: the user the bearer token names, else the mailbox's owner
 * (stories and tests have no session; the demo admin is that owner).
 */
export function senderName(users: readonly LoginUser[], authorization: string | null): string {
  const id = userIdFromToken(authorization);
  return users.find((u) => u.id === id)?.fullName ?? MAILBOX_OWNER.name;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

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

function readMail(body: unknown): { reader: BodyReader; mail: InvoiceSendInput } {
  const reader = new BodyReader(body);
  const mail = {
    from: reader.email('from') ?? '',
    to: reader.email('to') ?? '',
    subject: reader.string('subject', { max: 200 }) ?? '',
    message: reader.string('message', { required: false, allowEmpty: true, max: 5_000 }) ?? '',
  };
  return { reader, mail };
}

/** Every id Mail shows, replies included, so the new mail's id is free among them all. */
const mailIds = (emails: readonly Email[]): { id: number }[] =>
  emails.flatMap((e) => [e, ...e.replies]);

/** The mail as Mail stores it: read, in the Sent folder, at the mocks clock's time. */
function sentMail(context: SendContext, invoice: Invoice, mail: InvoiceSendInput): Email {
  return {
    id: nextId(mailIds(context.emails)),
    to: [{ name: invoice.client.name, email: mail.to }],
    from: { name: context.senderName, email: mail.from, avatar: avatarPath(context.senderName) },
    subject: mail.subject,
    cc: [],
    bcc: [],
    message: textToHtml(mail.message),
    attachments: [],
    isStarred: false,
    labels: [],
    time: context.now.toISOString(),
    replies: [],
    folder: 'sent',
    isRead: true,
    isDeleted: false,
  };
}

/**
 * POST /api/apps/invoice/{id}/send: the status becomes Sent, unless a payment status (Paid,
 * Partial Payment) says more; the mail goes to the top of Mail's Sent folder, read.
 */
export function sendInvoice(
  context: SendContext,
  id: number | null,
  body: unknown,
): Outcome<Invoice> {
  return onInvoice(context.invoices, id, (invoice) => {
    const { reader, mail } = readMail(body);
    if (!reader.ok) return invalid(reader.errors);
    context.emails.unshift(sentMail(context, invoice, mail));
    if (invoice.invoiceStatus !== 'Paid' && invoice.invoiceStatus !== 'Partial Payment')
      invoice.invoiceStatus = 'Sent';
    return success(invoice);
  });
}
