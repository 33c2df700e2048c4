import type { LoginUserData } from '@atrium/features/auth';

import { parseAbilityRules, type AbilityRule } from '@atrium/features/access/subjects';

/** The signed-in user as the login answers it. */
export type SessionUser = LoginUserData;

export interface StoredSession {
  userData: SessionUser | null;
  accessToken: string | null;
  abilityRules: AbilityRule[];
}

// Cookies, because the broadcasting authorizer reads the bearer token from the cookie.
const names = {
  userData: 'userData',
  accessToken: 'accessToken',
  abilityRules: 'userAbilityRules',
} as const;

function readCookie(name: string, source: string): string | null {
  const found = source.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

function parseJson(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  const v = value as Partial<SessionUser> | null;
  return (
    typeof v === 'object' && v !== null && typeof v.email === 'string' && typeof v.role === 'string'
  );
}

export function readSession(cookies: string = globalThis.document?.cookie ?? ''): StoredSession {
  const user = parseJson(readCookie(names.userData, cookies));
  return {
    userData: isSessionUser(user) ? user : null,
    accessToken: readCookie(names.accessToken, cookies) || null,
    abilityRules: parseAbilityRules(parseJson(readCookie(names.abilityRules, cookies))),
  };
}

const thirtyDays = 60 * 60 * 24 * 30;

function writeCookie(name: string, value: string | null, persistent: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value === null ? '; Max-Age=0' : persistent ? `; Max-Age=${thirtyDays}` : '';
  document.cookie = `${name}=${value === null ? '' : encodeURIComponent(value)}; Path=/${lifetime}; SameSite=Lax${secure}`;
}

/** Writes (or, for a signed-out session, clears) the cookies; `persistent` survives closing the browser. */
export function writeSession(session: StoredSession, persistent = true): void {
  writeCookie(
    names.userData,
    session.userData ? JSON.stringify(session.userData) : null,
    persistent,
  );
  writeCookie(names.accessToken, session.accessToken, persistent);
  writeCookie(
    names.abilityRules,
    session.abilityRules.length ? JSON.stringify(session.abilityRules) : null,
    persistent,
  );
}

/** A visitor is authenticated only when both the user data and a token exist. */
export function isAuthenticated(session: Pick<StoredSession, 'userData' | 'accessToken'>): boolean {
  return Boolean(session.userData && session.accessToken);
}
