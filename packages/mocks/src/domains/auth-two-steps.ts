import { MAILBOX_OWNER } from '../db/seed/email-texts.ts';
import { createRng } from '../lib/prng.ts';
import { isRecord } from '../lib/text.ts';
import type { LoginResponse, LoginUser } from '../types/auth.ts';
import type { Email } from '../types/email.ts';
import { TWO_STEPS_MESSAGES } from '../values/two-steps.ts';
import type { StoredRole } from '../types/permissions.ts';
import { signInAnswer } from './auth.ts';
import { storeMail, textToHtml } from './mail-delivery.ts';

/** packages/mocks/README.md, "Two steps (extension)": the rules of the code check. */
export const TWO_STEPS = {
  digits: 6,
  validSeconds: 10 * 60,
  resendAfterSeconds: 60,
  maxFailures: 5,
  lockSeconds: 60,
} as const;

/** One account's two-step state: its current code (null once used) and the wrong tries. */
export interface TwoStepState {
  /** The account's email, lower case. */
  email: string;
  code: string | null;
  /** ISO times from the mocks clock. */
  sentAt: string;
  expiresAt: string;
  /** How many codes were sent: with the time, it seeds the next code. */
  sends: number;
  failures: number;
  lockedUntil: string | null;
}

/** The answer to a send: where the code went, masked, and when a new one may be asked for. */
export interface TwoStepsSent {
  destination: string;
  resendAfter: number;
  expiresIn: number;
}

export type TwoStepsOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: 400; errors: Record<string, string[]> }
  | { ok: false; status: 429; message: string; retryAfter: number };

const fieldError = <T>(field: string, message: string): TwoStepsOutcome<T> => ({
  ok: false,
  status: 400,
  errors: { [field]: [message] },
});

const tooMany = <T>(message: string, until: Date, now: Date): TwoStepsOutcome<T> => ({
  ok: false,
  status: 429,
  message,
  retryAfter: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
});

const addSeconds = (date: Date, seconds: number): Date => new Date(date.getTime() + seconds * 1000);

/** The account a body's `email` names, or a field error. */
function accountOf(users: readonly LoginUser[], body: Record<string, unknown>) {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const user = users.find((u) => u.email.toLowerCase() === email);
  return user ? { user, email } : null;
}

/** "ad•••@demo.com": enough to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}•••@${domain}`;
}

/** A code of six digits from the mocks' seeded generator: the same for the same account, clock and count. */
function newCode(email: string, now: Date, sends: number): string {
  const rng = createRng(`two-steps ${email} ${now.toISOString()} ${sends}`);
  return Array.from({ length: TWO_STEPS.digits }, () => String(rng.int(0, 9))).join('');
}

const lockedAt = (state: TwoStepState | undefined, now: Date): Date | null =>
  state?.lockedUntil && new Date(state.lockedUntil) > now ? new Date(state.lockedUntil) : null;

/**
 * POST /api/auth/two-steps/send: a new code for the account, delivered to the demo admin's inbox
 * (the fake mail and SMS server, packages/mocks/README.md "Two steps (extension)").
 */
export function sendTwoStepCode(
  db: { loginUsers: readonly LoginUser[]; twoStepCodes: TwoStepState[]; emails: Email[] },
  body: unknown,
  now: Date,
): TwoStepsOutcome<TwoStepsSent> {
  const account = isRecord(body) ? accountOf(db.loginUsers, body) : null;
  if (!account) return fieldError('email', TWO_STEPS_MESSAGES.noAccount);
  const { user, email } = account;
  const previous = db.twoStepCodes.find((s) => s.email === email);
  if (previous) {
    const resendAt = addSeconds(new Date(previous.sentAt), TWO_STEPS.resendAfterSeconds);
    if (resendAt > now) return tooMany(TWO_STEPS_MESSAGES.resendTooSoon, resendAt, now);
  }
  const sends = (previous?.sends ?? 0) + 1;
  const code = newCode(email, now, sends);
  const state: TwoStepState = {
    email,
    code,
    sentAt: now.toISOString(),
    expiresAt: addSeconds(now, TWO_STEPS.validSeconds).toISOString(),
    sends,
    // A new code does not lift a lockout: waiting it out is the point.
    failures: previous?.failures ?? 0,
    lockedUntil: previous?.lockedUntil ?? null,
  };
  if (previous) Object.assign(previous, state);
  else db.twoStepCodes.push(state);
  storeMail(db.emails, {
    from: { name: 'Atrium Security', email: 'security@atrium.shop' },
    to: [{ name: user.fullName, email: user.email }],
    subject: `Your Atrium verification code: ${code}`,
    html: textToHtml(
      `Hello ${user.fullName},\n\nYour verification code is ${code}. It expires in 10 minutes.\n\n` +
        `If you did not try to sign in, change your password. This copy reaches ${MAILBOX_OWNER.name}'s inbox because the demo has no real mail or SMS server.`,
    ),
    folder: 'inbox',
    isRead: false,
    now,
  });
  return {
    ok: true,
    value: {
      destination: maskEmail(user.email),
      resendAfter: TWO_STEPS.resendAfterSeconds,
      expiresIn: TWO_STEPS.validSeconds,
    },
  };
}

/**
 * POST /api/auth/two-steps/verify: the right code signs in (and is used up); a wrong one counts,
 * and the fifth wrong one in a row locks the account for a minute.
 */
export function verifyTwoStepCode(
  db: {
    loginUsers: readonly LoginUser[];
    roles: readonly StoredRole[];
    twoStepCodes: TwoStepState[];
  },
  body: unknown,
  now: Date,
): TwoStepsOutcome<LoginResponse> {
  const account = isRecord(body) ? accountOf(db.loginUsers, body) : null;
  if (!account) return fieldError('email', TWO_STEPS_MESSAGES.noAccount);
  const typed = isRecord(body) && typeof body.code === 'string' ? body.code.trim() : '';
  if (!/^\d{6}$/.test(typed)) return fieldError('code', TWO_STEPS_MESSAGES.codeShape);
  const state = db.twoStepCodes.find((s) => s.email === account.email);
  const locked = lockedAt(state, now);
  if (locked) return tooMany(TWO_STEPS_MESSAGES.locked, locked, now);
  if (!state?.code) return fieldError('code', TWO_STEPS_MESSAGES.noCode);
  if (new Date(state.expiresAt) <= now) return fieldError('code', TWO_STEPS_MESSAGES.expired);
  if (typed !== state.code) {
    state.failures += 1;
    if (state.failures < TWO_STEPS.maxFailures) {
      return fieldError('code', TWO_STEPS_MESSAGES.wrongCode);
    }
    state.failures = 0;
    const until = addSeconds(now, TWO_STEPS.lockSeconds);
    state.lockedUntil = until.toISOString();
    return tooMany(TWO_STEPS_MESSAGES.locked, until, now);
  }
  Object.assign(state, { code: null, failures: 0, lockedUntil: null });
  return { ok: true, value: signInAnswer(account.user, db.roles) };
}
