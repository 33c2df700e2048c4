/** What an account token is for: a password reset link or an email verification link. */
export type AccountTokenPurpose = 'reset-password' | 'verify-email';

/**
 * A link token of the recovery calls (packages/mocks/README.md, "Password reset and email
 * verification (extension)"). Only the newest token of an account and purpose is `active`.
 */
export interface AccountToken {
  purpose: AccountTokenPurpose;
  /** Null for a verification asked for an address no account has: nothing is mailed, but the
   *  resend limit still counts it, so the answers never tell whether the account exists. */
  token: string | null;
  userId: number | null;
  /** The address as asked, lower-cased: what the resend limit counts by. */
  email: string;
  state: 'active' | 'used' | 'replaced';
  issuedAt: string;
  expiresAt: string;
}

/** 200 answer of forgot-password: the same words whether or not the account exists. */
export interface RecoveryMessage {
  message: string;
}

/** 200 answer of verify-email/resend: when the next resend is allowed, in seconds. */
export interface VerifyResendAnswer extends RecoveryMessage {
  resendAfter: number;
}

/** 429 answer of verify-email/resend. */
export interface TooSoonAnswer extends RecoveryMessage {
  retryAfter: number;
}

/** 200 answer of verify-email. */
export interface EmailVerifiedAnswer {
  email: string;
  verifiedAt: string;
}
