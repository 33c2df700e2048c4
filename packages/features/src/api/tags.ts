import type { tagTypes } from './base-api.ts';

type TagType = (typeof tagTypes)[number];
type Tag = { type: TagType; id: string | number };

/**
 * Tags of a list answer: one per row plus `LIST`, so an edit refreshes the rows that show the item
 * and a create or delete refreshes every list of that type.
 */
export function listTags<T extends { id: number | string }>(
  type: TagType,
  rows: readonly T[] | undefined,
): Tag[] {
  return [...(rows ?? []).map((row) => ({ type, id: row.id })), { type, id: 'LIST' }];
}
