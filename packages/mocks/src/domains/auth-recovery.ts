import type { Db } from '../db/schema.ts';
import { readNewPassword } from '../lib/new-password.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { createRng } from '../lib/prng.ts';
import { BodyReader } from '../lib/validate.ts';
import type { LoginUser } from '../types/auth.ts';
import type {
  AccountToken,
  AccountTokenPurpose,
  EmailVerifiedAnswer,
  RecoveryMessage,
  TooSoonAnswer,
  VerifyResendAnswer,
} from '../types/auth-recovery.ts';
import { escapeHtml, storeMail } from './mail-delivery.ts';

/** packages/mocks/README.md, "Password reset and email verification (extension)". */
export const RESET_LINK_MINUTES = 30;
export const VERIFY_LINK_HOURS = 24;
export const VERIFY_RESEND_SECONDS = 60;

export const RESET_PATH = '/pages/authentication/reset-password-v1';
export const VERIFY_PATH = '/pages/authentication/verify-email-v1';

/** The one answer of forgot-password, whether or not an account has the address. */
export const RESET_SENT =
  'If an account uses this address, a link to reset its password is on its way.';
export const VERIFY_SENT = 'If an account uses this address, a verification link is on its way.';
export const PASSWORD_CHANGED = 'Your password has been changed. You can sign in with it now.';

/** The `token` field's message for each way a link can be refused. */
export const LINK_ERRORS = {
  'reset-password': {
    unknown: 'This reset link is not valid. Ask for a new one.',
    used: 'This reset link has already been used. Ask for a new one if you need it.',
    replaced: 'A newer reset link has been sent since this one. Use the latest mail.',
    expired: 'This reset link has expired (links last 30 minutes). Ask for a new one.',
  },
  'verify-email': {
    unknown: 'This verification link is not valid. Ask for a new one.',
    used: 'This verification link has already been used.',
    replaced: 'A newer verification link has been sent since this one. Use the latest mail.',
    expired: 'This verification link has expired (links last 24 hours). Ask for a new one.',
  },
} as const satisfies Record<AccountTokenPurpose, Record<string, string>>;

/** Who sends the account mails. */
const SENDER = { name: 'Atrium', email: 'no-reply@atrium.shop' } as const;

const TOKEN_CHARS = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
] as const satisfies readonly string[];
/** 43 characters of 62: about 256 bits. */
const TOKEN_LENGTH = 43;

export type RecoveryDb = Pick<Db, 'loginUsers' | 'emails' | 'accountTokens'>;

export interface RecoveryContext {
  db: RecoveryDb;
  /** The mocks clock's now. */
  now: Date;
}

/** A rate-limited call refused (429). */
export interface TooSoon {
  ok: false;
  tooSoon: TooSoonAnswer;
}

/**
 * A new link token. The fake API draws it from its seeded generator (the purpose, address, time
 * and number of tokens so far as the seed), so a test or story that replays the same requests
 * gets the same token; a real server would use a cryptographic generator.
 */
function newToken(tokens: readonly AccountToken[], key: string, now: Date): string {
  const rng = createRng(`${key}|${now.toISOString()}|${tokens.length}`);
  const taken = new Set(tokens.map((t) => t.token));
  for (;;) {
    const token = Array.from({ length: TOKEN_LENGTH }, () => rng.pick(TOKEN_CHARS)).join('');
    if (!taken.has(token)) return token;
  }
}

const findUser = (users: readonly LoginUser[], email: string): LoginUser | undefined =>
  users.find((u) => u.email.toLowerCase() === email);

/** The address of a request body, lower-cased, or the reader's field error. */
function readEmail(body: unknown): Outcome<string> {
  const reader = new BodyReader(body);
  const email = reader.email('email');
  return reader.ok && email !== undefined ? success(email.toLowerCase()) : invalid(reader.errors);
}

/** Stores an active token for the account, the older active ones of the same purpose replaced. */
function issue(
  { db, now }: RecoveryContext,
  purpose: AccountTokenPurpose,
  email: string,
  user: LoginUser | undefined,
  lifetimeMs: number,
): AccountToken {
  for (const old of db.accountTokens) {
    if (old.purpose === purpose && old.email === email && old.state === 'active')
      old.state = 'replaced';
  }
  const stored: AccountToken = {
    purpose,
    token: user ? newToken(db.accountTokens, `${purpose}|${email}`, now) : null,
    userId: user?.id ?? null,
    email,
    state: 'active',
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
  };
  db.accountTokens.push(stored);
  return stored;
}

/** A link of the app, its query escaped for a URL and then for the HTML attribute. */
function link(path: string, query: Record<string, string>): string {
  return escapeHtml(`${path}?${new URLSearchParams(query).toString()}`);
}

/**
 * The fake mail server's delivery: every account mail lands in the demo admin's inbox, unread,
 * addressed to the account (packages/mocks/README.md, "Password reset and email verification").
 */
function deliver(
  { db, now }: RecoveryContext,
  user: LoginUser,
  subject: string,
  paragraphs: readonly string[],
): void {
  storeMail(db.emails, {
    from: SENDER,
    to: [{ name: user.fullName, email: user.email }],
    subject,
    html: paragraphs.map((p) => `<p>${p}</p>`).join(''),
    folder: 'inbox',
    isRead: false,
    now,
  });
}

/**
 * POST /api/auth/forgot-password `{ email }`: the same answer for any well-formed address (no
 * account enumeration); for an account, a reset link valid 30 minutes, mailed to the inbox.
 */
export function forgotPassword(context: RecoveryContext, body: unknown): Outcome<RecoveryMessage> {
  const email = readEmail(body);
  if (!email.ok) return email;
  const user = findUser(context.db.loginUsers, email.value);
  if (user) {
    const { token } = issue(
      context,
      'reset-password',
      email.value,
      user,
      RESET_LINK_MINUTES * 60_000,
    );
    const href = link(RESET_PATH, { token: token ?? '', email: user.email });
    deliver(context, user, 'Reset your password', [
      `Hi ${escapeHtml(user.fullName)},`,
      `Someone asked to reset the password of the Atrium account ${escapeHtml(user.email)}. The link below works once, for ${RESET_LINK_MINUTES} minutes.`,
      `<a href="${href}">Reset my password</a>`,
      'If it was not you, ignore this mail: your password stays as it is.',
    ]);
  }
  return success({ message: RESET_SENT });
}

type LinkCheck = { ok: true; token: AccountToken } | { ok: false; message: string };

/** The active, unexpired token of `purpose` the body's `token` names, or why it is refused. */
function checkLink(
  { db, now }: RecoveryContext,
  purpose: AccountTokenPurpose,
  value: string | undefined,
): LinkCheck {
  const errors = LINK_ERRORS[purpose];
  const token = db.accountTokens.find(
    (t) => t.purpose === purpose && t.token !== null && t.token === value,
  );
  if (!token) return { ok: false, message: errors.unknown };
  if (token.state !== 'active') return { ok: false, message: errors[token.state] };
  if (now.getTime() >= Date.parse(token.expiresAt)) return { ok: false, message: errors.expired };
  return { ok: true, token };
}

/**
 * POST /api/auth/reset-password `{ token, password, confirm }`: a valid link and a password by the
 * account rules change the account's password (the old one stops working) and use the link up.
 */
export function resetPassword(context: RecoveryContext, body: unknown): Outcome<RecoveryMessage> {
  const reader = new BodyReader(body);
  const value = reader.string('token', { max: 200 });
  const password = readNewPassword(reader);
  if (value !== undefined) {
    const link = checkLink(context, 'reset-password', value);
    if (!link.ok) reader.fail('token', link.message);
    else if (password !== undefined) {
      const user = context.db.loginUsers.find((u) => u.id === link.token.userId);
      if (!user) reader.fail('token', LINK_ERRORS['reset-password'].unknown);
      else if (reader.ok) {
        user.password = password;
        link.token.state = 'used';
      }
    }
  }
  return reader.ok ? success({ message: PASSWORD_CHANGED }) : invalid(reader.errors);
}

/**
 * POST /api/auth/verify-email/resend `{ email }`: a verification link mailed to the inbox, at most
 * one per address a minute (a `TooSoon` with the seconds left otherwise). The same answer and the
 * same limit whether or not an account has the address.
 */
export function resendVerification(
  context: RecoveryContext,
  body: unknown,
): Outcome<VerifyResendAnswer> | TooSoon {
  const email = readEmail(body);
  if (!email.ok) return email;
  const last = context.db.accountTokens.findLast(
    (t) => t.purpose === 'verify-email' && t.email === email.value,
  );
  const waitMs = last
    ? Date.parse(last.issuedAt) + VERIFY_RESEND_SECONDS * 1000 - context.now.getTime()
    : 0;
  if (waitMs > 0) {
    return {
      ok: false,
      tooSoon: {
        message: 'A verification link was sent a moment ago. Wait before asking for another.',
        retryAfter: Math.ceil(waitMs / 1000),
      },
    };
  }
  const user = findUser(context.db.loginUsers, email.value);
  const { token } = issue(
    context,
    'verify-email',
    email.value,
    user,
    VERIFY_LINK_HOURS * 3_600_000,
  );
  if (user) {
    deliver(context, user, 'Verify your email address', [
      `Hi ${escapeHtml(user.fullName)},`,
      `Confirm that ${escapeHtml(user.email)} is the address of your Atrium account. The link below works once, for ${VERIFY_LINK_HOURS} hours.`,
      `<a href="${link(VERIFY_PATH, { token: token ?? '' })}">Verify my email</a>`,
    ]);
  }
  return success({ message: VERIFY_SENT, resendAfter: VERIFY_RESEND_SECONDS });
}

/** POST /api/auth/verify-email `{ token }`: the account is verified and the link used up. */
export function verifyEmail(context: RecoveryContext, body: unknown): Outcome<EmailVerifiedAnswer> {
  const reader = new BodyReader(body);
  const value = reader.string('token', { max: 200 });
  if (value === undefined) return invalid(reader.errors);
  const link = checkLink(context, 'verify-email', value);
  const user = link.ok ? context.db.loginUsers.find((u) => u.id === link.token.userId) : undefined;
  if (!link.ok || !user)
    return invalid({ token: [link.ok ? LINK_ERRORS['verify-email'].unknown : link.message] });
  link.token.state = 'used';
  user.emailVerifiedAt ??= context.now.toISOString();
  return success({ email: user.email, verifiedAt: user.emailVerifiedAt });
}
