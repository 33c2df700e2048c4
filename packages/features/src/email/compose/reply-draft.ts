import type { ComposedAttachment, Email, EmailAddress } from '@atrium/mocks/types';

/** How the composer was opened from a mail. */
export type ReplyKind = 'reply' | 'replyAll' | 'forward';

/** What the composer holds: the fields of a mail being written, and its saved draft's id. */
export interface MailDraft {
  /** The saved draft this one updates; absent until the first save. */
  id?: number;
  to: EmailAddress[];
  cc: EmailAddress[];
  bcc: EmailAddress[];
  subject: string;
  /** HTML from the rich-text editor (sanitized by it). */
  message: string;
  attachments: ComposedAttachment[];
}

export const EMPTY_DRAFT: MailDraft = {
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
  attachments: [],
};

/** The editor's empty document is `<p></p>`: no text, no picture, nothing to keep. */
const blankHtml = (html: string) => html.replace(/<p>\s*<\/p>|<br\s*\/?>|\s|&nbsp;/g, '') === '';

/** Nothing typed, nothing attached: closing it keeps no draft and asks nothing. */
export function isBlankDraft(draft: MailDraft): boolean {
  return (
    draft.to.length + draft.cc.length + draft.bcc.length + draft.attachments.length === 0 &&
    draft.subject.trim() === '' &&
    blankHtml(draft.message)
  );
}

const address = (email: string): EmailAddress => ({ email, name: email });

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether "reply all" reaches anyone "reply" does not. */
export function replyAllUseful(email: Email, self: string | null = null): boolean {
  return replyAllRecipients(email, self).length + email.cc.length > 1;
}

/** The sender first, then the other recipients, never the user and never twice. */
function replyAllRecipients(email: Email, self: string | null): EmailAddress[] {
  const seen: string[] = [];
  return [email.from, ...email.to].filter((recipient) => {
    const key = recipient.email.toLowerCase();
    if (seen.includes(key) || (self !== null && sameAddress(key, self))) return false;
    seen.push(key);
    return true;
  });
}

/** A subject that is a reply already, in the languages Mail speaks (and Outlook's "AW", "SV"). */
const REPLIED = /^\s*(re|aw|antw|sv|رد)\s*:/i;

/** "Re: " once, however long the thread and whatever language the last reply was written in. */
function replySubject(prefix: string, subject: string): string {
  return REPLIED.test(subject) ? subject : `${prefix}${subject}`;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface ReplyTexts {
  /** "On 12 March, Amelia Chen wrote:" */
  quoteHeader: string;
  /** "Re: " */
  replyPrefix: string;
  /** "Fwd: " */
  forwardPrefix: string;
}

/**
 * The composer's fields for a reply, a reply to all or a forward of `email`: the recipients, the
 * subject prefixed once, an empty line to write on above the quoted message (the editor sanitizes
 * it, so a hostile mail quoted is cleaned before it is edited or sent), and a forward's files.
 */
export function replyDraft(
  email: Email,
  kind: ReplyKind,
  texts: ReplyTexts,
  self: string | null = null,
): MailDraft {
  const quote = `<p></p><blockquote><p>${escapeText(texts.quoteHeader)}</p>${email.message}</blockquote>`;
  if (kind === 'forward')
    return {
      ...EMPTY_DRAFT,
      subject: `${texts.forwardPrefix}${email.subject}`,
      message: quote,
      attachments: email.attachments.map(({ fileName, size, url, thumbnail }) => ({
        fileName,
        size,
        url,
        thumbnail,
      })),
    };
  // A reply to one's own message goes on to whom it went to, as web mail does.
  const own = self !== null && sameAddress(email.from.email, self);
  const to =
    kind === 'reply'
      ? own
        ? email.to
            .filter((r) => !sameAddress(r.email, self))
            .map(({ email: mail, name }) => ({ email: mail, name }))
        : [{ email: email.from.email, name: email.from.name }]
      : replyAllRecipients(email, self).map(({ email: mail, name }) => ({ email: mail, name }));
  const cc =
    kind === 'replyAll'
      ? email.cc
          .filter((mail) => !to.some((r) => sameAddress(r.email, mail)))
          .filter((mail) => self === null || !sameAddress(mail, self))
          .map(address)
      : [];
  return {
    ...EMPTY_DRAFT,
    to,
    cc,
    subject: replySubject(texts.replyPrefix, email.subject),
    message: quote,
  };
}

/** A saved draft (a mail of the Drafts folder) back in the composer. */
export function draftOf(email: Email): MailDraft {
  return {
    id: email.id,
    to: email.to,
    cc: email.cc.map(address),
    bcc: email.bcc.map(address),
    subject: email.subject,
    message: email.message,
    attachments: email.attachments,
  };
}
