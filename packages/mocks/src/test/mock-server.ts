import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

import { resetBroadcasting } from '../broadcasting/hub.ts';
import { resetMocksConfig } from '../configure.ts';
import { resetDb } from '../db/store.ts';
import { server } from '../node.ts';

/** Any origin works: handlers match `*` + `/api/...`. */
export const ORIGIN = 'http://localhost';

/**
 * Wires a test file to the Node fake API: unhandled requests fail the test, and every test
 * starts from the seed with default settings and no stray overrides or sockets.
 */
export function setupMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMocksConfig();
    resetDb();
  });
  afterEach(() => {
    server.resetHandlers();
    resetBroadcasting();
  });
  afterAll(() => server.close());
}

export interface CallResult<T> {
  status: number;
  /** Parsed JSON, or undefined when the body is empty or not JSON. */
  body: T;
  text: string;
  /** True when fetch itself failed (MSW `HttpResponse.error()`). */
  networkError: boolean;
}

/**
 * One request. A string body is sent verbatim (malformed JSON tests); anything else as JSON.
 * `T` is what the test expects the body to be; it is not checked at run time.
 */
export async function call<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
): Promise<CallResult<T>> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(`${ORIGIN}${path}`, init);
  } catch {
    return { status: 0, body: undefined as T, text: '', networkError: true };
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed as T, text, networkError: false };
}

export const getJson = <T = unknown>(path: string): Promise<CallResult<T>> => call<T>('GET', path);

/** The field errors of a 400 answer (`{ errors: { field: [message] } }`), or {} when absent. */
export function errorsOf(result: CallResult<unknown>): Record<string, string[]> {
  const body = result.body as { errors?: Record<string, string[]> } | undefined;
  return body?.errors ?? {};
}
