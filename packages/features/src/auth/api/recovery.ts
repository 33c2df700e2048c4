import type {
  EmailVerifiedAnswer,
  RecoveryMessage,
  TooSoonAnswer,
  VerifyResendAnswer,
} from '@atrium/mocks/types';

import { fieldErrorsOf } from '../../shared/server-errors.ts';
import { postAuth, type AuthResult } from '../api.ts';

/**
 * The recovery calls (packages/mocks/README.md, "Password reset and email verification
 * (extension)"): plain `postAuth` requests, as every auth page's.
 */
export const requestResetLink = (email: string): Promise<AuthResult<RecoveryMessage>> =>
  postAuth<RecoveryMessage>('/auth/forgot-password', { email });

export const resetPassword = (body: {
  token: string;
  password: string;
  confirm: string;
}): Promise<AuthResult<RecoveryMessage>> => postAuth<RecoveryMessage>('/auth/reset-password', body);

export const resendVerification = (email: string): Promise<AuthResult<VerifyResendAnswer>> =>
  postAuth<VerifyResendAnswer>('/auth/verify-email/resend', { email });

export const verifyEmail = (token: string): Promise<AuthResult<EmailVerifiedAnswer>> =>
  postAuth<EmailVerifiedAnswer>('/auth/verify-email', { token });

/** A failed auth call's field messages, the first of each field (empty for other failures). */
export function firstFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrorsOf(error) ?? {}).flatMap(([field, [first]]) =>
      first ? [[field, first]] : [],
    ),
  );
}

/** The seconds a 429 asks to wait (`retryAfter`), or null for any other failure. */
export function retryAfterOf(error: { status: number | string; data?: unknown }): number | null {
  if (error.status !== 429) return null;
  const seconds = (error.data as Partial<TooSoonAnswer> | undefined)?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}
