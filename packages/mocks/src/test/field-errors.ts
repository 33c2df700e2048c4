import { expect } from 'vitest';

import { errorsOf, type CallResult } from './mock-server.ts';

/** A refused body: `400` and exactly these fields in `errors` (in any order). */
export function expectFieldErrors(result: CallResult<unknown>, fields: string[]): void {
  expect(result.status).toBe(400);
  expect(Object.keys(errorsOf(result)).sort()).toEqual([...fields].sort());
}
