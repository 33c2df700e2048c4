import { isRecord } from '../lib/text.ts';
import type { AbilityRule, LoginResponse, LoginUser, UserData } from '../types/auth.ts';
import type { StoredRole } from '../types/permissions.ts';
import { matrixToRules } from '../values/access.ts';

/**
 * Login errors use the array form `{ errors: { email: [message] } }` throughout, the same shape as
 * every other field error of this API, so one form helper reads them all.
 */
export const LOGIN_INVALID = 'Invalid email or password';
/** The default login error (README "Errors"): answered for a body that is not a JSON object. */
export const LOGIN_DEFAULT_ERROR = 'Something went wrong';

export type LoginOutcome =
  { ok: true; value: LoginResponse } | { ok: false; errors: { email: string[] } };

const TOKEN_PREFIX = 'atrium-mock';
let tokenCounter = 0;

/**
 * A bearer token that names its user (`atrium-mock.<userId>.<nonce>`), so the broadcasting auth
 * can tell who is signed in without a session table. Not a secret: this is a fake API.
 */
export function issueAccessToken(userId: number): string {
  tokenCounter += 1;
  return `${TOKEN_PREFIX}.${userId}.${Date.now().toString(36)}${tokenCounter.toString(36)}`;
}

/** The user id in a token (with or without `Bearer `), or null. */
export function userIdFromToken(token: string | null | undefined): number | null {
  const match = /^(?:Bearer\s+)?atrium-mock\.(\d+)\.[a-z0-9]+$/i.exec((token ?? '').trim());
  return match ? Number(match[1]) : null;
}

export function toUserData({
  password: _password,
  abilityRules: _rules,
  roleId: _roleId,
  ...userData
}: LoginUser): UserData {
  return userData;
}

/**
 * POST /api/auth/login: email and password must match one user together (README "Accounts and
 * roles").
 */
export function login(
  users: readonly LoginUser[],
  roles: readonly StoredRole[],
  body: unknown,
): LoginOutcome {
  if (!isRecord(body)) return { ok: false, errors: { email: [LOGIN_DEFAULT_ERROR] } };
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  const user = users.find((u) => u.email.toLowerCase() === email && u.password === password);
  if (!user) return { ok: false, errors: { email: [LOGIN_INVALID] } };
  return { ok: true, value: signInAnswer(user, roles) };
}

/**
 * A user's rules: a role's account gets its role's matrix as it is now (a deleted role grants
 * nothing); the others keep their own.
 */
export function abilityRulesOf(user: LoginUser, roles: readonly StoredRole[]): AbilityRule[] {
  if (user.roleId === undefined) return user.abilityRules.map((r) => ({ ...r }));
  const role = roles.find((r) => r.id === user.roleId);
  return role ? matrixToRules(role.permissions) : [];
}

/** What every sign-in answers (login, two steps): the rules, a new token and the user's data. */
export function signInAnswer(user: LoginUser, roles: readonly StoredRole[]): LoginResponse {
  return {
    userAbilityRules: abilityRulesOf(user, roles),
    accessToken: issueAccessToken(user.id),
    userData: toUserData(user),
  };
}
