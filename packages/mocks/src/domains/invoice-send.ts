import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import type { LoginUser } from '../types/auth.ts';
import type { Email } from '../types/email.ts';
import type { Invoice, InvoiceSendInput } from '../types/invoice.ts';
import { MAILBOX_OWNER } from '../db/seed/email-texts.ts';
import { userIdFromToken } from './auth.ts';
import { onInvoice } from './invoice-body.ts';
import { storeMail, textToHtml } from './mail-delivery.ts';

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
    storeMail(context.emails, {
      from: { name: context.senderName, email: mail.from },
      to: [{ name: invoice.client.name, email: mail.to }],
      subject: mail.subject,
      html: textToHtml(mail.message),
      folder: 'sent',
      isRead: true,
      now: context.now,
    });
    if (invoice.invoiceStatus !== 'Paid' && invoice.invoiceStatus !== 'Partial Payment')
      invoice.invoiceStatus = 'Sent';
    return success(invoice);
  });
}
