import { HttpResponse } from 'msw';

import { emailSeed } from '../db/parts/communication.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { listEmails, updateEmails } from '../domains/email.ts';
import { api, failure, get, json, post, readJson } from './kit.ts';

export const emailHandlers = withSeeds(
  [emailSeed],
  [
    get(api('/apps/email'), ({ url }) => json(listEmails(getDb().emails, url.searchParams))),
    // README "Calls": 201 with an empty body.
    post(api('/apps/email'), async ({ request }) => {
      const outcome = updateEmails(getDb().emails, await readJson(request));
      return outcome.ok ? new HttpResponse(null, { status: 201 }) : failure(outcome.failure);
    }),
  ],
);
