import { openApiGate } from '../api/api-gate.ts';
import { apiBaseUrl } from '../api/base-url.ts';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AbilityRuleDto {
  action: string;
  subject: string;
}

export interface LoginUserData {
  id: number;
  fullName: string;
  username: string;
  avatar?: string;
  email: string;
  role: string;
}

/** The login call's success answer. */
export interface LoginResponse {
  userAbilityRules: AbilityRuleDto[];
  accessToken: string;
  userData: LoginUserData;
}

/** A login's outcome in RTK Query's shape: the answer, or the status and body of the failure. */
export type LoginResult =
  { data: LoginResponse } | { error: { status: number | 'FETCH_ERROR'; data?: unknown } };

/**
 * POST /api/auth/login. A plain request, not an RTK Query endpoint: the login page is the one
 * screen that needs no cache, and leaving Redux and RTK Query out of it takes a sixth off its
 * JavaScript (the login page's JavaScript budget, `npm run bench`). Signed-in screens create the store.
 */
export async function requestLogin(body: LoginRequest): Promise<LoginResult> {
  try {
    await openApiGate();
  } catch {
    // Without the fake API the request still goes out; its failure is the error to show.
  }
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { error: { status: 'FETCH_ERROR' } };
  }
  const data: unknown = await response.json().catch(() => undefined);
  return response.ok
    ? { data: data as LoginResponse }
    : { error: { status: response.status, data } };
}

/**
 * The message to show under the email field for a failed login: the server's `errors.email`
 * (string or list) or, when it carries none, the fake API's default message.
 */
export function loginErrorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { errors?: { email?: unknown } } } | undefined)?.data;
  const email = data?.errors?.email;
  if (typeof email === 'string' && email) return email;
  if (Array.isArray(email) && typeof email[0] === 'string' && email[0]) return email[0];
  return fallback;
}
