import { expect, it } from 'vitest';

import { fieldKey, type PlainField } from '../lib/fields.ts';
import { getJson } from './mock-server.ts';

/** Compares like the API: text lower-cased, numbers as numbers, NaN last. */
function compare(a: string | number, b: string | number): number {
  const aNaN = typeof a === 'number' && Number.isNaN(a);
  const bNaN = typeof b === 'number' && Number.isNaN(b);
  if (aNaN || bNaN) return aNaN === bNaN ? 0 : aNaN ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Asserts a list call sorts by `sortBy` in both directions: fetches every row (itemsPerPage=-1)
 * and checks the projected keys are ordered.
 */
export async function expectSorted<T>(
  path: string,
  listKey: string,
  sortBy: string,
  key: (row: T) => string | number,
): Promise<void> {
  for (const orderBy of ['asc', 'desc'] as const) {
    const { body } = await getJson<Record<string, T[]>>(
      `${path}?sortBy=${encodeURIComponent(sortBy)}&orderBy=${orderBy}&itemsPerPage=-1`,
    );
    const values = (body[listKey] ?? []).map((row) => {
      const k = key(row);
      return typeof k === 'string' ? k.toLowerCase() : k;
    });
    expect(values.length).toBeGreaterThan(1);
    const expected = [...values].sort((a, b) =>
      orderBy === 'asc' ? compare(a, b) : compare(b, a),
    );
    expect(values).toEqual(expected);
  }
}

/**
 * A sort case: the row field `sortBy` names, or `[sortBy, key]` where the API sorts on something
 * other than the field of that name (another field, a parsed date or amount).
 */
export type SortCase<T> = PlainField<T> | [sortBy: string, key: (row: T) => string | number];

/** One `sorts by <sortBy>` test per case, each checking both directions with expectSorted. */
export function itSortsBy<T>(path: string, listKey: string, cases: SortCase<T>[]): void {
  const table = cases.map((c): [string, (row: T) => string | number] =>
    Array.isArray(c) ? c : [String(c), fieldKey(c)],
  );
  it.each(table)('sorts by %s', (sortBy, key) => expectSorted(path, listKey, sortBy, key));
}
