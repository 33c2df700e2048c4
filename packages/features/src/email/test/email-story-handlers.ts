import { delay, http, HttpResponse, type HttpHandler } from 'msw';

import { createSeed, emailHandlers, fixedNow } from '@atrium/mocks';
import type { Email, EmailsResponse } from '@atrium/mocks/types';

/** The mail list call, for handler overrides. */
export const EMAIL = '*/api/apps/email';

/** Story parameters whose overrides come before the fake API's mail handlers. */
export const withEmail = (...overrides: HttpHandler[]) => ({
  msw: { handlers: { email: [...overrides, ...emailHandlers] } },
});

/** The seeded mailbox as stories see it (the fixed clock's), to name a mail by its subject. */
const seeded = createSeed({ now: fixedNow }).emails;

/** The seeded mail whose subject is `subject`. */
export function seededMail(subject: string) {
  const mail = seeded.find((e) => e.subject === subject);
  if (!mail) throw new Error(`No seeded mail "${subject}"`);
  return mail;
}

/** A view with no mail at all: an empty mailbox. */
export const emptyMailbox = withEmail(
  http.get(EMAIL, () =>
    HttpResponse.json({
      emails: [],
      emailsMeta: { inbox: 0, draft: 0, spam: 0, star: 0 },
    } satisfies EmailsResponse),
  ),
);

/** The list call never answers: the list's placeholders. */
export const pendingMailbox = withEmail(
  http.get(EMAIL, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);

/** The list call answers 500 every time (the visual run draws a story three times). */
export const failingMailbox = withEmail(
  http.get(EMAIL, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
);

/**
 * An inbox of `count` mails (the seed's, repeated with new ids and times an hour apart), for
 * the list's virtualization: the same every run.
 */
export function bigMailbox(count: number) {
  const inbox = seeded.filter((e) => e.folder === 'inbox' && !e.isDeleted);
  // An hour apart from an hour before "now": the story clock runs on while the play scrolls the
  // list, and labels in hours hold where minutes ("this minute") might turn over.
  const start = new Date(fixedNow).getTime() - 3_600_000;
  const emails: Email[] = Array.from({ length: count }, (_, i) => {
    const mail = inbox[i % inbox.length]!;
    return {
      ...mail,
      id: 100_000 + i,
      time: new Date(start - i * 3_600_000).toISOString(),
      isRead: i % 3 !== 0,
    };
  });
  return withEmail(
    http.get(EMAIL, () =>
      HttpResponse.json({
        emails,
        emailsMeta: { inbox: Math.ceil(count / 3), draft: 0, spam: 0, star: 0 },
      } satisfies EmailsResponse),
    ),
  );
}
