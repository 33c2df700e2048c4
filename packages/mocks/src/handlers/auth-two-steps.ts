import { getConfig } from '../config.ts';
import { accountsSeed } from '../db/parts/accounts.ts';
import { twoStepsSeed } from '../db/parts/auth-two-steps.ts';
import { emailSeed } from '../db/parts/communication.ts';
import { accessSeed } from '../db/parts/people.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  sendTwoStepCode,
  verifyTwoStepCode,
  type TwoStepsOutcome,
} from '../domains/auth-two-steps.ts';
import { api, json, post, readJson } from './kit.ts';

/** 400 with field errors, or 429 with `retryAfter` seconds (also as the Retry-After header). */
function twoStepsAnswer<T>(outcome: TwoStepsOutcome<T>): Response {
  if (outcome.ok) return json(outcome.value);
  if (outcome.status === 400) return json({ errors: outcome.errors }, 400);
  const { message, retryAfter } = outcome;
  const response = json({ message, retryAfter }, 429);
  response.headers.set('Retry-After', String(retryAfter));
  return response;
}

/** packages/mocks/README.md, "Two steps (extension)". */
export const authTwoStepsHandlers = withSeeds(
  [accountsSeed, accessSeed, emailSeed, twoStepsSeed],
  [
    post(api('/auth/two-steps/send'), async ({ request }) =>
      twoStepsAnswer(sendTwoStepCode(getDb(), await readJson(request), getConfig().clock())),
    ),
    post(api('/auth/two-steps/verify'), async ({ request }) =>
      twoStepsAnswer(verifyTwoStepCode(getDb(), await readJson(request), getConfig().clock())),
    ),
  ],
);
