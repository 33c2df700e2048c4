import { getConfig } from '../config.ts';
import { recoverySeed } from '../db/parts/auth-recovery.ts';
import { accountsSeed } from '../db/parts/accounts.ts';
import { emailSeed } from '../db/parts/communication.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  forgotPassword,
  resendVerification,
  resetPassword,
  verifyEmail,
  type RecoveryContext,
} from '../domains/auth-recovery.ts';
import { answer, api, json, post, readJson } from './kit.ts';

const context = (): RecoveryContext => ({ db: getDb(), now: getConfig().clock() });

/**
 * Password reset and email verification (packages/mocks/README.md, "Password reset and email
 * verification (extension)"): links are mailed into Mail's inbox, the fake mail server.
 */
export const authRecoveryHandlers = withSeeds(
  [accountsSeed, emailSeed, recoverySeed],
  [
    post(api('/auth/forgot-password'), async ({ request }) =>
      answer(forgotPassword(context(), await readJson(request))),
    ),
    post(api('/auth/reset-password'), async ({ request }) =>
      answer(resetPassword(context(), await readJson(request))),
    ),
    post(api('/auth/verify-email/resend'), async ({ request }) => {
      const outcome = resendVerification(context(), await readJson(request));
      if ('tooSoon' in outcome) {
        const response = json(outcome.tooSoon, 429);
        response.headers.set('Retry-After', String(outcome.tooSoon.retryAfter));
        return response;
      }
      return answer(outcome);
    }),
    post(api('/auth/verify-email'), async ({ request }) =>
      answer(verifyEmail(context(), await readJson(request))),
    ),
  ],
);
