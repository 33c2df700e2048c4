import { TWO_STEPS_MESSAGES, type TwoStepsMessageId } from '@atrium/mocks/values';

import { postAuth, type AuthResult, type LoginResponse } from '../api.ts';

/** The answer to a send (packages/mocks/README.md, "Two steps (extension)"). */
export interface TwoStepsSent {
  /** Where the code went, masked (`ad•••@demo.com`). */
  destination: string;
  /** Seconds before another code may be asked for. */
  resendAfter: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

/** POST /api/auth/two-steps/send: a new code for the account, delivered to the demo inbox. */
export const sendTwoStepCode = (email: string): Promise<AuthResult<TwoStepsSent>> =>
  postAuth<TwoStepsSent>('/auth/two-steps/send', { email });

/** POST /api/auth/two-steps/verify: the login's answer for the right code. */
export const verifyTwoStepCode = (
  email: string,
  code: string,
): Promise<AuthResult<LoginResponse>> =>
  postAuth<LoginResponse>('/auth/two-steps/verify', { email, code });

/** What a failed two-steps call means for the page. */
export type TwoStepsFailure =
  /** The server's message about a field (`code`, or `email` for an unknown account). */
  | { kind: 'field'; message: string }
  /** Too soon or locked: wait `retryAfter` seconds (the message says which). */
  | { kind: 'wait'; message: string; retryAfter: number }
  /** No answer, or one without a message: the page shows its own. */
  | { kind: 'other' };

const firstText = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0] === 'string' && value[0] ? value[0] : null;

/** Reads a failed call's body: field errors (400) or `{ message, retryAfter }` (429). */
export function twoStepsFailure(error: {
  status: number | 'FETCH_ERROR';
  data?: unknown;
}): TwoStepsFailure {
  const data = (error.data ?? {}) as {
    errors?: Record<string, unknown>;
    message?: unknown;
    retryAfter?: unknown;
  };
  if (error.status === 429 && typeof data.retryAfter === 'number' && data.retryAfter > 0) {
    const message = typeof data.message === 'string' ? data.message : '';
    return { kind: 'wait', message, retryAfter: Math.ceil(data.retryAfter) };
  }
  const field = firstText(data.errors?.code) ?? firstText(data.errors?.email);
  return field ? { kind: 'field', message: field } : { kind: 'other' };
}

const messageIds = new Map<string, TwoStepsMessageId>(
  Object.entries(TWO_STEPS_MESSAGES).map(([id, text]) => [text, id as TwoStepsMessageId]),
);

/** Which of the fake API's two-steps messages `message` is, so the page can translate it. */
export const serverMessageKey = (message: string): TwoStepsMessageId | undefined =>
  messageIds.get(message);
