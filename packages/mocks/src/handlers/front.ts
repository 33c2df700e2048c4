import { getConfig } from '../config.ts';
import { emailSeed } from '../db/parts/communication.ts';
import { frontSeed } from '../db/parts/front.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { sendContactMessage } from '../domains/front-contact.ts';
import { answer, api, post, readJson } from './kit.ts';

/** The front pages' calls (README "Front pages (extension)"). */
export const frontHandlers = withSeeds(
  [frontSeed, emailSeed],
  [
    // 201 with the stored message; 400 with { errors: { field: [message] } }.
    post(api('/front/contact'), async ({ request }) => {
      const db = getDb();
      const context = {
        messages: db.frontContactMessages,
        emails: db.emails,
        now: getConfig().clock(),
      };
      return answer(sendContactMessage(context, await readJson(request)), 201);
    }),
  ],
);
