import { avatarPath, filePath } from '../../lib/asset-paths.ts';
import { addMinutes } from '../../lib/dates.ts';
import type { Email, EmailAttachment } from '../../types/email.ts';
import { EMAIL_TEXTS, MAILBOX_OWNER, type EmailText } from './email-texts.ts';

/** An attachment as Mail lists it: its file's link and an icon by its extension. */
export function attachment([fileName, size]: [string, string]): EmailAttachment {
  const extension = fileName.split('.').pop() ?? 'file';
  return {
    fileName,
    size,
    url: filePath(fileName),
    thumbnail: `/mock-assets/files/icon-${extension}.svg`,
  };
}

function toEmail(text: EmailText, id: number, now: Date): Email {
  const mine = text.from === MAILBOX_OWNER.name;
  const time = addMinutes(now, -Math.round(text.hoursAgo * 60));
  const recipient = mine
    ? { name: 'Chris Ellison', email: 'chris@northwind.example' }
    : MAILBOX_OWNER;
  const replies: Email[] = text.reply
    ? [
        {
          id: 1000 + id,
          to: [{ name: text.from, email: text.email }],
          from: { ...MAILBOX_OWNER, avatar: avatarPath(MAILBOX_OWNER.name) },
          subject: `Re: ${text.subject}`,
          cc: [],
          bcc: [],
          message: `<p>${text.reply}</p>`,
          attachments: [],
          isStarred: false,
          labels: [],
          time: addMinutes(time, 95).toISOString(),
          replies: [],
          folder: 'sent',
          isRead: true,
          isDeleted: false,
        },
      ]
    : [];
  return {
    id,
    to: [{ ...recipient }],
    from: { name: text.from, email: text.email, avatar: avatarPath(text.from) },
    subject: text.subject,
    cc: [],
    bcc: [],
    message: text.paragraphs.map((p) => `<p>${p}</p>`).join(''),
    attachments: (text.files ?? []).map(attachment),
    isStarred: text.starred ?? false,
    labels: [...text.labels],
    time: time.toISOString(),
    replies,
    folder: text.folder,
    isRead: text.read ?? false,
    isDeleted: text.deleted ?? false,
  };
}

/** The mailbox, newest first, with times just before the clock's now. */
export function seedEmails(now: Date): Email[] {
  return EMAIL_TEXTS.map((text, index) => toEmail(text, index + 1, now)).sort((a, b) =>
    a.time < b.time ? 1 : -1,
  );
}
