import { getConfig } from '../config.ts';
import { accountsSeed } from '../db/parts/accounts.ts';
import { usersSeed } from '../db/parts/people.ts';
import { signedInAccountsSeed } from '../db/parts/signed-in-accounts.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { register } from '../domains/auth-register.ts';
import { answer, api, post, readJson } from './kit.ts';

// README "Register (extension)": 201 with the login answer's shape; 400 with { errors }.
export const authRegisterHandlers = withSeeds(
  [accountsSeed, usersSeed, signedInAccountsSeed],
  [
    post(api('/auth/register'), async ({ request }) => {
      const db = getDb();
      return answer(register(db, await readJson(request), getConfig().clock()), 201);
    }),
  ],
);
