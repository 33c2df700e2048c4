import { HttpResponse } from 'msw';

import { addCadence, pushToUserChannels } from '../broadcasting/hub.ts';
import { getConfig } from '../config.ts';
import { accountsSeed } from '../db/parts/accounts.ts';
import { emailSeed } from '../db/parts/communication.ts';
import { MAILBOX_OWNER } from '../db/seed/email-texts.ts';
import { commit, getDb, withSeeds } from '../db/store.ts';
import { userIdFromToken } from '../domains/auth.ts';
import { EMAIL_RECEIVED_EVENT } from '../domains/broadcasting.ts';
import { listEmails, updateEmails } from '../domains/email.ts';
import { saveDraft, sendEmail, type ComposeContext } from '../domains/email-compose.ts';
import { deliverIncoming } from '../domains/email-incoming.ts';
import type { Email } from '../types/email.ts';
import { api, failure, get, json, post, put, readJson } from './kit.ts';

let incomingRound = 0;

/**
 * A new mail in the inbox, pushed as "email received" on the user channels: the cadence's tick
 * and `POST /api/apps/email/simulate-incoming`.
 */
export function receiveIncomingMail(): Email {
  const email = deliverIncoming(getDb().emails, getConfig().clock(), incomingRound);
  incomingRound += 1;
  commit();
  pushToUserChannels(EMAIL_RECEIVED_EVENT, email);
  return email;
}

addCadence(() => getConfig().incomingMailIntervalMs, receiveIncomingMail);

/** Who writes: the user the bearer token names, else the mailbox's owner (stories, tests). */
function composeContext(authorization: string | null): ComposeContext {
  const db = getDb();
  const id = userIdFromToken(authorization);
  const user = db.loginUsers.find((u) => u.id === id);
  return {
    emails: db.emails,
    sender: user ? { name: user.fullName, email: user.email } : { ...MAILBOX_OWNER },
    now: getConfig().clock(),
  };
}

export const emailHandlers = withSeeds(
  [emailSeed, accountsSeed],
  [
    get(api('/apps/email'), ({ url }) => json(listEmails(getDb().emails, url.searchParams))),
    // README "Calls": 201 with an empty body.
    post(api('/apps/email'), async ({ request }) => {
      const outcome = updateEmails(getDb().emails, await readJson(request));
      return outcome.ok ? new HttpResponse(null, { status: 201 }) : failure(outcome.failure);
    }),
    post(api('/apps/email/send'), async ({ request }) => {
      const context = composeContext(request.headers.get('Authorization'));
      const outcome = sendEmail(context, await readJson(request));
      return outcome.ok ? json(outcome.value, 201) : failure(outcome.failure);
    }),
    put(api('/apps/email/draft'), async ({ request }) => {
      const context = composeContext(request.headers.get('Authorization'));
      const outcome = saveDraft(context, await readJson(request));
      return outcome.ok
        ? json(outcome.value.email, outcome.value.created ? 201 : 200)
        : failure(outcome.failure);
    }),
    // The fake API only: a demo or a test need not wait for the cadence.
    post(api('/apps/email/simulate-incoming'), () => json(receiveIncomingMail(), 201)),
  ],
);
