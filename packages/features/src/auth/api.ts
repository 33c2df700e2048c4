import { plainRequest, type PlainResult } from '../api/plain-request.ts';

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

/** An auth call's outcome in RTK Query's shape: the answer, or the status and body of the failure. */
export type AuthResult<T> = PlainResult<T>;

/** A login's outcome. */
export type LoginResult = AuthResult<LoginResponse>;

/**
 * POST `/api<path>` with a JSON body, for the auth screens. Plain requests, not RTK Query
 * endpoints: the auth pages need no cache, and leaving Redux and RTK Query out of them takes a
 * sixth off their JavaScript (the login page's JavaScript budget, `npm run bench`). Signed-in
 * screens create the store. The fake API starts first when the app runs on it.
 */
export const postAuth = <T>(path: `/${string}`, body: unknown): Promise<AuthResult<T>> =>
  plainRequest<T>('POST', path, body);

/** POST /api/auth/login. */
export const requestLogin = (body: LoginRequest): Promise<LoginResult> =>
  postAuth<LoginResponse>('/auth/login', body);

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
