import { newSignedInAccount } from '../db/seed/signed-in-accounts.ts';
import { avatarPath } from '../lib/asset-paths.ts';
import { countPlusOne, nextId } from '../lib/ids.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import type { AbilityRule, LoginResponse, LoginUser } from '../types/auth.ts';
import type { SignedInAccountRecord } from '../types/signed-in-account.ts';
import type { UserAddress, UserDetails } from '../types/users.ts';
import { brokenPasswordRules, PASSWORD_RULE_MESSAGES } from '../values/password.ts';
import { isValidCardNumber } from '../values/card.ts';
import { REGISTER_MESSAGES, USERNAME_PATTERN } from '../values/register.ts';
import { issueAccessToken, toUserData } from './auth.ts';
import { USER_PLANS } from './users.ts';

/**
 * A new account's abilities: the dashboard and the own profile. The roles screen will own the
 * subscriber role's matrix once it lands; until then this is the one place it is written.
 */
export const SUBSCRIBER_RULES: readonly AbilityRule[] = [
  { action: 'read', subject: 'Dashboard' },
  { action: 'read', subject: 'Profile' },
];

/** The collections a registration reads and extends. */
export interface RegisterTables {
  loginUsers: LoginUser[];
  users: UserDetails[];
  signedInAccounts: SignedInAccountRecord[];
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Email and username are taken by any account that signs in or that the users list holds. */
function taken(tables: RegisterTables, key: 'email' | 'username', value: string): boolean {
  return [...tables.loginUsers, ...tables.users].some((account) => sameText(account[key], value));
}

function readAccount(tables: RegisterTables, reader: BodyReader) {
  const email = reader.email('email');
  if (email !== undefined && taken(tables, 'email', email))
    reader.fail('email', REGISTER_MESSAGES.emailTaken);
  let username = reader.string('username', { max: 20 });
  if (username !== undefined && !USERNAME_PATTERN.test(username)) {
    reader.fail('username', REGISTER_MESSAGES.usernameFormat);
    username = undefined;
  }
  if (username !== undefined && taken(tables, 'username', username))
    reader.fail('username', REGISTER_MESSAGES.usernameTaken);
  const raw = reader.raw('password');
  const password = typeof raw === 'string' ? raw : '';
  if (typeof raw !== 'string') reader.fail('password', 'password is required.');
  else
    for (const rule of brokenPasswordRules(raw))
      reader.fail('password', PASSWORD_RULE_MESSAGES[rule]);
  if (reader.raw('terms') !== true) reader.fail('terms', REGISTER_MESSAGES.termsRequired);
  return { email: email ?? '', username: username ?? '', password };
}

function readProfile(reader: BodyReader) {
  const text = (field: string, max = 120) =>
    reader.string(field, { required: false, max, allowEmpty: true }) ?? '';
  const address: UserAddress = {
    line: text('address', 200),
    landmark: text('landmark', 200),
    city: text('city'),
    state: text('state'),
    pinCode: text('pinCode', 20),
  };
  const card = reader.string('cardNumber', { required: false, max: 30 });
  if (card !== undefined && !isValidCardNumber(card))
    reader.fail('cardNumber', REGISTER_MESSAGES.cardNumber);
  return {
    fullName: [text('firstName', 60), text('lastName', 60)].filter(Boolean).join(' '),
    mobile: text('mobile', 40),
    plan: reader.oneOf('plan', USER_PLANS, { required: false }) ?? 'basic',
    address: Object.values(address).some(Boolean) ? address : undefined,
    cardLast4: card === undefined ? undefined : card.replace(/\s+/g, '').slice(-4),
  };
}

/**
 * POST /api/auth/register: checks every field at once (field errors, nothing stored), then adds
 * a login user with the subscriber's rules, a users-list record and the account's settings record
 * (on the chosen plan), and signs the account in with the login answer's shape.
 */
export function register(tables: RegisterTables, body: unknown, now: Date): Outcome<LoginResponse> {
  const reader = new BodyReader(body);
  const account = readAccount(tables, reader);
  const profile = readProfile(reader);
  if (!reader.ok) return invalid(reader.errors);
  const fullName = profile.fullName || account.username;
  const avatar = avatarPath(fullName);
  const loginUser: LoginUser = {
    id: nextId(tables.loginUsers),
    fullName,
    username: account.username,
    password: account.password,
    avatar,
    email: account.email,
    role: 'subscriber',
    abilityRules: SUBSCRIBER_RULES.map((rule) => ({ ...rule })),
  };
  tables.loginUsers.push(loginUser);
  tables.users.push({
    id: countPlusOne(tables.users),
    fullName,
    company: '',
    role: 'subscriber',
    username: account.username,
    country: '',
    contact: profile.mobile,
    email: account.email,
    currentPlan: profile.plan,
    status: 'Active',
    avatar,
    taskDone: 0,
    projectDone: 0,
    taxId: '',
    language: 'English',
    ...(profile.address ? { address: profile.address } : {}),
    ...(profile.cardLast4 ? { cardLast4: profile.cardLast4 } : {}),
  });
  // The chosen plan is the account's own from the start: account settings and the pricing page
  // read it from this record.
  tables.signedInAccounts.push({ ...newSignedInAccount(loginUser, now), plan: profile.plan });
  return success({
    userAbilityRules: loginUser.abilityRules.map((rule) => ({ ...rule })),
    accessToken: issueAccessToken(loginUser.id),
    userData: toUserData(loginUser),
  });
}
