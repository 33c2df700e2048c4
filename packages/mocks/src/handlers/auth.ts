import { getDb } from '../db/store.ts';
import { login } from '../domains/auth.ts';
import { api, json, post, readJson } from './kit.ts';

export const authHandlers = [
  // 201 with { userAbilityRules, accessToken, userData }; 400 with { errors: { email: [...] } }.
  post(api('/auth/login'), async ({ request }) => {
    const outcome = login(getDb().loginUsers, await readJson(request));
    return outcome.ok ? json(outcome.value, 201) : json({ errors: outcome.errors }, 400);
  }),
];
