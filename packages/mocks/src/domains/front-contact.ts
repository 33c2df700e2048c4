import { MAILBOX_OWNER } from '../db/seed/email-texts.ts';
import { nextId } from '../lib/ids.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import type { Email } from '../types/email.ts';
import type { FrontContactInput, FrontContactMessage } from '../types/front.ts';
import { CONTACT_MESSAGE_MAX } from '../values/front.ts';
import { storeMail, textToHtml } from './mail-delivery.ts';

/** What the contact call reads and writes: the stored messages and Mail's emails. */
export interface ContactContext {
  messages: FrontContactMessage[];
  emails: Email[];
  now: Date;
}

function readContact(body: unknown): { reader: BodyReader; input: FrontContactInput } {
  const reader = new BodyReader(body);
  const input = {
    name: reader.string('name', { max: 100 }) ?? '',
    email: reader.email('email') ?? '',
    message: reader.string('message', { max: CONTACT_MESSAGE_MAX }) ?? '',
  };
  return { reader, input };
}

/**
 * POST /api/front/contact: stores the visitor's message and delivers it, unread, to the demo
 * admin's inbox (the fake mail server), so staff find it in Mail. Field errors for a missing
 * name, a bad email or an empty message.
 */
export function sendContactMessage(
  context: ContactContext,
  body: unknown,
): Outcome<FrontContactMessage> {
  const { reader, input } = readContact(body);
  if (!reader.ok) return invalid(reader.errors);
  const stored: FrontContactMessage = {
    id: nextId(context.messages),
    ...input,
    createdAt: context.now.toISOString(),
  };
  context.messages.push(stored);
  storeMail(context.emails, {
    from: { name: input.name, email: input.email },
    to: [{ name: MAILBOX_OWNER.name, email: MAILBOX_OWNER.email }],
    subject: `Contact form: ${input.name}`,
    html: textToHtml(input.message),
    folder: 'inbox',
    isRead: false,
    now: context.now,
  });
  return success(stored);
}
