import { baseApi } from '../api/base-api.ts';

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

/** SPEC §3 "login success response". */
export interface LoginResponse {
  userAbilityRules: AbilityRuleDto[];
  accessToken: string;
  userData: LoginUserData;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'auth/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = authApi;

/**
 * The message to show under the email field for a failed login: the server's `errors.email`
 * (string or list) or, when it carries none, SPEC §8's default.
 */
export function loginErrorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { errors?: { email?: unknown } } } | undefined)?.data;
  const email = data?.errors?.email;
  if (typeof email === 'string' && email) return email;
  if (Array.isArray(email) && typeof email[0] === 'string' && email[0]) return email[0];
  return fallback;
}
