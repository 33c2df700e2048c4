import { attachment as listedAttachment } from '../db/seed/emails.ts';
import { invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { isRecord } from '../lib/text.ts';
import { BodyReader } from '../lib/validate.ts';
import type {
  ComposedAttachment,
  Email,
  EmailAddress,
  EmailAttachment,
  EmailFolder,
} from '../types/email.ts';
import { storeMail } from './mail-delivery.ts';

/** What the compose calls read and write: Mail's emails, who writes, and when. */
export interface ComposeContext {
  emails: Email[];
  sender: EmailAddress;
  now: Date;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An HTML body larger than this is refused: a pasted page, not a mail. */
const MESSAGE_MAX = 200_000;
const ADDRESS_FIELDS = ['to', 'cc', 'bcc'] as const;

const isAddressLike = (value: unknown): value is { email: string; name?: string } =>
  isRecord(value) &&
  typeof value.email === 'string' &&
  (value.name === undefined || typeof value.name === 'string');

const isAttachmentLike = (value: unknown): value is ComposedAttachment =>
  isRecord(value) &&
  typeof value.fileName === 'string' &&
  value.fileName.trim() !== '' &&
  typeof value.size === 'string' &&
  (value.url === undefined || typeof value.url === 'string') &&
  (value.thumbnail === undefined || typeof value.thumbnail === 'string');

interface Composed {
  to: EmailAddress[];
  cc: EmailAddress[];
  bcc: EmailAddress[];
  subject: string;
  message: string;
  attachments: EmailAttachment[];
}

/**
 * The composer's fields. Sending checks every address and asks for a recipient; a draft keeps
 * whatever was typed, so only the fields' shapes are checked.
 */
function readComposed(body: unknown, sending: boolean): { reader: BodyReader; mail: Composed } {
  const reader = new BodyReader(body, !sending);
  const addresses = (field: (typeof ADDRESS_FIELDS)[number]): EmailAddress[] => {
    const list =
      reader.list(field, isAddressLike, {
        required: sending && field === 'to',
        what: 'addresses ({ email, name })',
      }) ?? [];
    const read = list.map(({ email, name }) => ({
      email: email.trim(),
      name: name?.trim() || email.trim(),
    }));
    if (sending)
      for (const { email } of read)
        if (!EMAIL.test(email))
          reader.fail(field, `${email || '(empty)'} is not a valid email address.`);
    return read;
  };
  const [to, cc, bcc] = ADDRESS_FIELDS.map(addresses) as [
    EmailAddress[],
    EmailAddress[],
    EmailAddress[],
  ];
  if (sending && reader.has('to') && to.length === 0 && !reader.errors.to)
    reader.fail('to', 'Add at least one recipient.');
  const subject = reader.string('subject', { required: false, allowEmpty: true, max: 200 }) ?? '';
  const raw = reader.raw('message');
  let message = '';
  if (typeof raw === 'string' && raw.length <= MESSAGE_MAX) message = raw;
  else if (raw !== undefined && raw !== null)
    reader.fail(
      'message',
      typeof raw === 'string'
        ? `message must be at most ${MESSAGE_MAX} characters.`
        : 'message must be HTML text.',
    );
  const attachments = (
    reader.list('attachments', isAttachmentLike, {
      required: false,
      what: 'attachments ({ fileName, size })',
    }) ?? []
  ).map((file) => {
    const listed = listedAttachment([file.fileName.trim(), file.size.trim()]);
    return {
      ...listed,
      url: file.url ?? listed.url,
      thumbnail: file.thumbnail ?? listed.thumbnail,
    };
  });
  return { reader, mail: { to, cc, bcc, subject, message, attachments } };
}

const liveDraft = (emails: readonly Email[], id: unknown): Email | undefined =>
  typeof id === 'number'
    ? emails.find((e) => e.id === id && e.folder === 'draft' && !e.isDeleted)
    : undefined;

function store(context: ComposeContext, mail: Composed, folder: EmailFolder): Email {
  return storeMail(context.emails, {
    from: context.sender,
    to: mail.to,
    cc: mail.cc.map((a) => a.email),
    bcc: mail.bcc.map((a) => a.email),
    subject: mail.subject,
    // As given, like a real mail server: Mail renders every message through its sanitiser.
    html: mail.message,
    attachments: mail.attachments,
    folder,
    isRead: true,
    now: context.now,
  });
}

/**
 * POST /api/apps/email/send: the mail goes to the top of Sent, read. A `draftId` naming a saved
 * draft takes that draft out of Drafts (it is what was sent).
 */
export function sendEmail(context: ComposeContext, body: unknown): Outcome<Email> {
  const { reader, mail } = readComposed(body, true);
  if (!reader.ok) return invalid(reader.errors);
  const draft = liveDraft(context.emails, isRecord(body) ? body.draftId : undefined);
  if (draft) context.emails.splice(context.emails.indexOf(draft), 1);
  return success(store(context, mail, 'sent'));
}

/**
 * PUT /api/apps/email/draft: with the `id` of a saved draft, that draft takes the fields given
 * (the others kept) and moves to the top with the time of the save; without one, a new draft.
 */
export function saveDraft(
  context: ComposeContext,
  body: unknown,
): Outcome<{ email: Email; created: boolean }> {
  const { reader, mail } = readComposed(body, false);
  if (!reader.ok) return invalid(reader.errors);
  const id = isRecord(body) ? body.id : undefined;
  if (id === undefined || id === null)
    return success({ email: store(context, mail, 'draft'), created: true });
  const draft = liveDraft(context.emails, id);
  if (!draft) return notFound('No draft with this id.');
  const given = (field: string) => isRecord(body) && body[field] !== undefined;
  if (given('to')) draft.to = mail.to;
  if (given('cc')) draft.cc = mail.cc.map((a) => a.email);
  if (given('bcc')) draft.bcc = mail.bcc.map((a) => a.email);
  if (given('subject')) draft.subject = mail.subject;
  if (given('message')) draft.message = mail.message;
  if (given('attachments')) draft.attachments = mail.attachments;
  draft.time = context.now.toISOString();
  context.emails.splice(context.emails.indexOf(draft), 1);
  context.emails.unshift(draft);
  return success({ email: draft, created: false });
}
