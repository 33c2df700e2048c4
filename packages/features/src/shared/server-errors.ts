/**
 * The fake API's 400 answer, `{ errors: { field: [message] } }`, from an RTK Query error; null for
 * any other failure (network, 404, 500), which a form reports as a whole instead of per field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return null;
  const errors: unknown = data.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
}

/** The HTTP status of an RTK Query error, when there is one. */
export function statusOf(error: unknown): number | string | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status: unknown = error.status;
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

/**
 * The text of an answer `{ error: "..." }` (the fake API's form for some 404s, packages/mocks/README.md
 * "Errors") from an RTK Query error, when there is one.
 */
export function errorMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('error' in data)) return undefined;
  return typeof data.error === 'string' ? data.error : undefined;
}
