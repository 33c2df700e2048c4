import type { KeyFn, SortKey } from './query.ts';

/** The fields of `T` holding text or a number, by name: what search and sort use as they are. */
export type PlainField<T> = { [K in keyof T]-?: T[K] extends SortKey ? K : never }[keyof T];

/** The key function reading one plain field. */
export const fieldKey =
  <T>(field: PlainField<T>): KeyFn<T> =>
  (item) =>
    item[field] as SortKey;

/**
 * Sort keys for the fields `sortBy` names as they are (`sortBy=email` sorts on `email`), to spread
 * into a module's SORT_KEYS beside the keys that compute something. Built once per module, so
 * each key function keeps the identity the sort memo of query.ts is keyed by.
 */
export function fieldSortKeys<T>(...fields: PlainField<T>[]): Record<string, KeyFn<T>> {
  return Object.fromEntries(fields.map((field) => [field, fieldKey(field)]));
}
