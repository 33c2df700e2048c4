import { openApiGate } from './api-gate.ts';
import { apiBaseUrl } from './base-url.ts';

/** A plain call's outcome in RTK Query's shape: the answer, or the status and body of the failure. */
export type PlainResult<T> =
  { data: T } | { error: { status: number | 'FETCH_ERROR'; data?: unknown } };

/**
 * A JSON request to `/api<path>` without RTK Query, for screens that run without the Redux store
 * (the auth pages, the front pages: their JavaScript budget, `npm run bench`). The fake API starts
 * first when the app runs on it.
 */
export async function plainRequest<T>(
  method: 'GET' | 'POST',
  path: `/${string}`,
  body?: unknown,
): Promise<PlainResult<T>> {
  try {
    await openApiGate();
  } catch {
    // Without the fake API the request still goes out; its failure is the error to show.
  }
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { error: { status: 'FETCH_ERROR' } };
  }
  const data: unknown = await response.json().catch(() => undefined);
  return response.ok ? { data: data as T } : { error: { status: response.status, data } };
}
