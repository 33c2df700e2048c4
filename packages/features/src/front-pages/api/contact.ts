import type { FrontContactInput, FrontContactMessage } from '@atrium/mocks/types';

import { plainRequest, type PlainResult } from '../../api/plain-request.ts';

/**
 * POST /api/front/contact, a plain request: the landing page has no Redux store, and the fake
 * API starts only when the form is sent.
 */
export const sendContactMessage = (
  body: FrontContactInput,
): Promise<PlainResult<FrontContactMessage>> =>
  plainRequest<FrontContactMessage>('POST', '/front/contact', body);

/** The server's field messages of a refused message (`{ errors: { field: [message] } }`). */
export function contactFieldErrors(error: {
  data?: unknown;
}): Partial<Record<keyof FrontContactInput, string>> {
  const errors = (error.data as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) =>
      Array.isArray(messages) && typeof messages[0] === 'string' ? [[field, messages[0]]] : [],
    ),
  );
}
