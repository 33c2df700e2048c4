import type { RegisterRequest } from '@atrium/mocks/types';

import { postAuth, type AuthResult, type LoginResponse } from '../api.ts';

export type { RegisterRequest };

/** A registration's outcome: the login answer (the account is signed in), or the failure. */
export type RegisterResult = AuthResult<LoginResponse>;

/** POST /api/auth/register (packages/mocks/README.md, "Register (extension)"). */
export const requestRegister = (body: RegisterRequest): Promise<RegisterResult> =>
  postAuth<LoginResponse>('/auth/register', body);

/**
 * The refused fields of a failed registration, `{ field: [message] }`; null when the failure is
 * not about fields (the network, a server error), which the form reports as a whole.
 */
export function registerFieldErrors(error: unknown): Record<string, string[]> | null {
  const errors = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const fields = Object.entries(errors).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string'),
  );
  return fields.length ? Object.fromEntries(fields) : null;
}
