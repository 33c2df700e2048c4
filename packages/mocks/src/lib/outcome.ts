/**
 * What a domain mutation answers. Domains know nothing of HTTP; the handlers turn `invalid` into a
 * 400 with field errors, `not-found` into a 404 (or the exact README "Errors" answer of that call)
 * and `generic` into the network error README "Errors" prescribes for kanban add failures.
 */
export type Failure =
  | { type: 'invalid'; errors: Record<string, string[]> }
  | { type: 'not-found'; message: string }
  | { type: 'generic'; message: string };

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const invalid = <T = never>(errors: Record<string, string[]>): Outcome<T> => ({
  ok: false,
  failure: { type: 'invalid', errors },
});

export const notFound = <T = never>(message: string): Outcome<T> => ({
  ok: false,
  failure: { type: 'not-found', message },
});

export const genericError = <T = never>(message: string): Outcome<T> => ({
  ok: false,
  failure: { type: 'generic', message },
});

/** Message for a body that is not a JSON object at all. */
export const BODY_NOT_OBJECT = 'The request body must be a JSON object.';
