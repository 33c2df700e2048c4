import { expect } from 'vitest';

import { DEFAULT_ITEMS_PER_PAGE } from '../lib/query.ts';
import { errorsOf, getJson, type CallResult } from './mock-server.ts';

/** A refused body: `400` and exactly these fields in `errors` (in any order). */
export function expectFieldErrors(result: CallResult<unknown>, fields: string[]): void {
  expect(result.status).toBe(400);
  expect(Object.keys(errorsOf(result)).sort()).toEqual([...fields].sort());
}

/**
 * GETs a list call without a query and checks the default answer: `count` rows in all under
 * `totalKey` and the first page of them (README "Seed": page 1, 10 rows) under `listKey`. Returns
 * the body for the call's own checks.
 */
export async function expectFirstPage<T>(
  path: string,
  listKey: keyof T,
  totalKey: keyof T,
  count: number,
): Promise<T> {
  const { body } = await getJson<T>(path);
  expect(body[totalKey]).toBe(count);
  expect(body[listKey]).toHaveLength(Math.min(count, DEFAULT_ITEMS_PER_PAGE));
  return body;
}
