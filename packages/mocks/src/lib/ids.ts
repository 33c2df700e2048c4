/** Largest id plus one (1 for an empty list): new products, orders, invoices, kanban items. */
export function nextId(items: readonly { id: number }[]): number {
  let max = 0;
  for (const item of items) if (item.id > max) max = item.id;
  return max + 1;
}

/**
 * The "count plus one" rule (README "Seed", "Ids") (users, kanban boards, chats). After a deletion
 * count + 1 can belong to a surviving record, so it moves up to the first free id instead of
 * duplicating one.
 */
export function countPlusOne(items: readonly { id: number }[]): number {
  const used = new Set(items.map((i) => i.id));
  let id = items.length + 1;
  while (used.has(id)) id += 1;
  return id;
}

/** A path parameter as a positive integer id, or null ('abc', '1.5', '-2', ''). */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
