import type { Db } from '../db/schema.ts';
import { newSignedInAccount } from '../db/seed/signed-in-accounts.ts';
import { readNewPassword } from '../lib/new-password.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import type { LoginUser } from '../types/auth.ts';
import type {
  AccountProfile,
  AccountProfileDetails,
  SignedInAccount,
  SignedInAccountRecord,
} from '../types/signed-in-account.ts';
import {
  ACCOUNT_CURRENCIES,
  ACCOUNT_LANGUAGES,
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  PHONE_PATTERN,
} from '../values/signed-in-account.ts';
import { userIdFromToken } from './auth.ts';
import { planUsage } from './user-view.ts';

/**
 * The signed-in user's own settings (packages/mocks/README.md, "Signed-in account settings"): the
 * bearer token's `loginUsers` record and its settings record. Profile, avatar, password and
 * deactivation live here; security, notifications, connections and billing in the sibling files.
 */

export type SignedInDb = Pick<Db, 'loginUsers' | 'signedInAccounts'>;

/** Whose settings a call changes: the sign-in record and the settings record. */
export interface SignedIn {
  user: LoginUser;
  record: SignedInAccountRecord;
}

/**
 * The token's account, its settings record created from the defaults the first time (an account
 * registered after the seed); null for a missing or unknown token (the handlers answer 401).
 */
export function signedInAccount(
  db: SignedInDb,
  authorization: string | null,
  now: Date,
): SignedIn | null {
  const id = userIdFromToken(authorization);
  const user = db.loginUsers.find((u) => u.id === id);
  if (!user) return null;
  let record = db.signedInAccounts.find((r) => r.userId === user.id);
  if (!record) {
    record = newSignedInAccount(user, now);
    db.signedInAccounts.push(record);
  }
  return { user, record };
}

/** GET /api/pages/account-settings: everything the five tabs show. */
export function accountView({ user, record }: SignedIn, now: Date): SignedInAccount {
  return {
    profile: { fullName: user.fullName, email: user.email, ...record.details },
    avatar: user.avatar,
    username: user.username,
    twoStep: record.twoStep,
    apiKeys: record.apiKeys,
    devices: record.devices,
    notificationPreferences: record.notificationPreferences,
    notificationTiming: record.notificationTiming,
    connections: record.connections,
    socials: record.socials,
    plan: planUsage(record.plan, record, now),
    paymentMethods: record.paymentMethods,
    billingAddress: record.billingAddress,
    deactivated: record.deactivated,
  };
}

const optionalText = (reader: BodyReader, field: string, max = 80) =>
  reader.string(field, { required: false, allowEmpty: true, max }) ?? '';

/**
 * PUT /account: the whole profile form. `fullName`, `email` (not another account's), `country`,
 * `language`, `timeZone` and `currency` are required; `phone` and `zipCode` have a shape when
 * given. The sign-in record takes the name and email, so sign-in and the account menu follow.
 */
export function updateAccountProfile(
  db: SignedInDb,
  { user, record }: SignedIn,
  body: unknown,
): Outcome<AccountProfile> {
  const reader = new BodyReader(body);
  const fullName = reader.string('fullName', { max: 80 });
  const email = reader.email('email');
  if (
    email &&
    db.loginUsers.some((u) => u.id !== user.id && u.email.toLowerCase() === email.toLowerCase())
  )
    reader.fail('email', 'Another account already uses this email.');
  const phone = optionalText(reader, 'phone', 20);
  if (phone && !PHONE_PATTERN.test(phone))
    reader.fail('phone', 'phone must be a phone number (digits, spaces, + - . ( )).');
  const zipCode = optionalText(reader, 'zipCode', 10);
  if (zipCode && !/^[A-Za-z0-9 -]{3,10}$/.test(zipCode))
    reader.fail('zipCode', 'zipCode must be 3 to 10 letters or digits.');
  const details: Partial<AccountProfileDetails> = {
    organisation: optionalText(reader, 'organisation'),
    phone,
    address: optionalText(reader, 'address', 200),
    state: optionalText(reader, 'state'),
    zipCode,
    country: reader.string('country', { max: 80 }),
    language: reader.oneOf('language', ACCOUNT_LANGUAGES),
    timeZone: reader.string('timeZone', { max: 60 }),
    currency: reader.oneOf('currency', ACCOUNT_CURRENCIES),
  };
  if (details.timeZone && !isTimeZone(details.timeZone))
    reader.fail('timeZone', 'timeZone must be a time zone name such as Europe/Paris.');
  if (!reader.ok || !fullName || !email) return invalid(reader.errors);
  record.details = details as AccountProfileDetails;
  user.fullName = fullName;
  user.email = email;
  return success({ fullName, email, ...record.details });
}

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const AVATAR_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The decoded size of a base64 text, in bytes. */
const decodedBytes = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);

/**
 * PUT /avatar `{ avatar }`: a `data:` URL of a JPEG, PNG or GIF picture of at most 800 KB
 * (`AVATAR_MAX_BYTES`). Answers `{ avatar }`.
 */
export function updateAvatar({ user }: SignedIn, body: unknown): Outcome<{ avatar: string }> {
  const reader = new BodyReader(body);
  const value = reader.raw('avatar');
  const match = typeof value === 'string' ? AVATAR_URL.exec(value) : null;
  if (value === undefined || value === null) reader.fail('avatar', 'avatar is required.');
  else if (!match) reader.fail('avatar', 'avatar must be a data: URL of a picture.');
  else if (!(AVATAR_TYPES as readonly string[]).includes(match[1] ?? ''))
    reader.fail('avatar', 'The picture must be a JPG, PNG or GIF.');
  else if (decodedBytes(match[2] ?? '') > AVATAR_MAX_BYTES)
    reader.fail('avatar', 'The picture must be at most 800 KB.');
  if (!reader.ok || typeof value !== 'string') return invalid(reader.errors);
  user.avatar = value;
  return success({ avatar: value });
}

/** DELETE /avatar: the account's picture from before any upload. Answers `{ avatar }`. */
export function resetAvatar({ user, record }: SignedIn): Outcome<{ avatar: string }> {
  user.avatar = record.defaultAvatar;
  return success({ avatar: user.avatar });
}

/**
 * POST /deactivate `{ confirm: true }`: the account is marked deactivated (the GET says so);
 * anything but `true` is refused, so a stray call never deactivates it.
 */
export function deactivateAccount({ record }: SignedIn, body: unknown): Outcome<null> {
  const reader = new BodyReader(body);
  if (reader.raw('confirm') !== true)
    reader.fail('confirm', 'Confirm that you want to deactivate your account.');
  if (!reader.ok) return invalid(reader.errors);
  record.deactivated = true;
  return success(null);
}

/**
 * POST /password `{ currentPassword, password, confirm }`: the current password must be the
 * account's, the new one follow `PASSWORD_RULES` and differ from it. Sign-in then takes the new
 * one. No message quotes a password.
 */
export function changeAccountPassword({ user }: SignedIn, body: unknown): Outcome<null> {
  const reader = new BodyReader(body);
  const current = reader.raw('currentPassword');
  if (typeof current !== 'string' || current === '')
    reader.fail('currentPassword', 'currentPassword is required.');
  else if (current !== user.password)
    reader.fail('currentPassword', 'The current password is not right.');
  const password = readNewPassword(reader);
  if (password !== undefined && password === current)
    reader.fail('password', 'The new password must differ from the current one.');
  if (!reader.ok || password === undefined) return invalid(reader.errors);
  user.password = password;
  return success(null);
}
