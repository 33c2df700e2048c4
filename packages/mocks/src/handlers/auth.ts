import { accountsSeed } from '../db/parts/accounts.ts';
import { accessSeed } from '../db/parts/people.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { login } from '../domains/auth.ts';
import { api, json, post, readJson } from './kit.ts';

export const authHandlers = withSeeds(
  [accountsSeed, accessSeed],
  [
    // 201 with { userAbilityRules, accessToken, userData }; 400 with { errors: { email: [...] } }.
    post(api('/auth/login'), async ({ request }) => {
      const outcome = login(getDb().loginUsers, getDb().roles, await readJson(request));
      return outcome.ok ? json(outcome.value, 201) : json({ errors: outcome.errors }, 400);
    }),
  ],
);
