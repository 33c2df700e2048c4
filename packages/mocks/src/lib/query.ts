/**
 * Lenient query parsing and the list pipeline shared by every list call (README "Query parameters",
 * "Calls", "Seed"): bad input falls back to a default instead of failing, and nothing here can
 * throw.
 */
export const DEFAULT_PAGE = 1;
export const DEFAULT_ITEMS_PER_PAGE = 10;

export type SortOrder = 'asc' | 'desc';

/** The query of a list call, as URLSearchParams or a plain record (tests, benches). */
export type QueryInput =
  URLSearchParams | Record<string, string | number | boolean | undefined | null>;

export function toParams(input: QueryInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

/** The trimmed value, or '' when absent. */
export function readString(params: URLSearchParams, key: string): string {
  return (params.get(key) ?? '').trim();
}

/** The search text lower-cased once, so filters can use `containsCi`. */
export function readQuery(params: URLSearchParams, key = 'q'): string {
  return readString(params, key).toLowerCase();
}

/** A positive whole number, or the fallback for anything else ('abc', '0', '-3', '1e999'). */
function positiveInt(raw: string | null, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 1) return fallback;
  return Math.min(Math.floor(value), Number.MAX_SAFE_INTEGER);
}

export interface Paging {
  page: number;
  /** `Infinity` when the caller asked for every row with itemsPerPage=-1. */
  itemsPerPage: number;
}

/**
 * page and itemsPerPage (defaults 1 and 10, README "Seed"). `itemsPerPage=-1` is the data tables'
 * "All" option and returns every row; any other non-positive or non-numeric value means the
 * default.
 */
export function readPaging(params: URLSearchParams): Paging {
  const rawPerPage = params.get('itemsPerPage');
  const itemsPerPage =
    rawPerPage !== null && Number(rawPerPage) === -1
      ? Number.POSITIVE_INFINITY
      : positiveInt(rawPerPage, DEFAULT_ITEMS_PER_PAGE);
  return { page: positiveInt(params.get('page'), DEFAULT_PAGE), itemsPerPage };
}

export function paginate<T>(items: readonly T[], { page, itemsPerPage }: Paging): T[] {
  if (itemsPerPage === Number.POSITIVE_INFINITY) return page === 1 ? [...items] : [];
  const start = (page - 1) * itemsPerPage;
  return start >= items.length ? [] : items.slice(start, start + itemsPerPage);
}

/** A list call's query, read once: the params, the search text `q` and the requested `page` of rows. */
export interface ListRequest {
  params: URLSearchParams;
  /** `q`, trimmed and lower-cased (see `readQuery`). */
  q: string;
  page: <T>(rows: readonly T[]) => T[];
}

export function listRequest(query: QueryInput): ListRequest {
  const params = toParams(query);
  const paging = readPaging(params);
  return { params, q: readQuery(params), page: (rows) => paginate(rows, paging) };
}

/** orderBy: 'desc' (any case) is descending; anything else, including nothing, is ascending. */
export function readOrder(params: URLSearchParams): SortOrder {
  return readString(params, 'orderBy').toLowerCase() === 'desc' ? 'desc' : 'asc';
}

/**
 * 'true' / 'false' (any case) or undefined: a non-boolean filter is ignored (README "Query
 * parameters").
 */
export function readBoolean(params: URLSearchParams, key: string): boolean | undefined {
  const raw = readString(params, key).toLowerCase();
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

export type SortKey = string | number;
export type KeyFn<T> = (item: T) => SortKey;

/**
 * The positions of `items` sorted by a key function. Keys are computed once per item
 * (decorate-sort-undecorate) and strings compared lower-cased with plain operators: Intl
 * collation per comparison is what made 5,000-row sorts slow. NaN keys sort last in either
 * direction. Ties keep their input order.
 */
function sortPositions<T>(items: readonly T[], key: KeyFn<T>, order: SortOrder): Uint32Array {
  const sign = order === 'asc' ? 1 : -1;
  const decorated = items.map((item, index) => {
    const raw = key(item);
    return { index, key: typeof raw === 'string' ? raw.toLowerCase() : raw };
  });
  decorated.sort((a, b) => {
    const aNaN = typeof a.key === 'number' && Number.isNaN(a.key);
    const bNaN = typeof b.key === 'number' && Number.isNaN(b.key);
    if (aNaN || bNaN) return aNaN === bNaN ? a.index - b.index : aNaN ? 1 : -1;
    if (a.key < b.key) return -sign;
    if (a.key > b.key) return sign;
    return a.index - b.index;
  });
  return Uint32Array.from(decorated, (d) => d.index);
}

/** `items` sorted by a key function (see `sortPositions`). */
export function sortBy<T>(items: readonly T[], key: KeyFn<T>, order: SortOrder): T[] {
  return Array.from(sortPositions(items, key, order), (i) => items[i] as T);
}

interface SortMemo {
  input: readonly unknown[];
  keys: SortKey[];
  /** Positions in `input`, in sorted order. */
  order: Uint32Array;
}

/** The last sort per key function and direction (key functions are module-level constants). */
const sortMemos = new WeakMap<KeyFn<never>, Map<SortOrder, SortMemo>>();

/**
 * The sorted order of `items` as positions (`sortBy` semantics), with a memo of the last result
 * per key and direction. The memo is reused only when every input item and its key are unchanged
 * (an O(n) check that allocates nothing), so it is always correct, even after an edit in place,
 * and saves the O(n log n) sort when a 10,000-row list is paged or searched under one sort.
 */
export function sortedPositions<T>(
  items: readonly T[],
  key: KeyFn<T>,
  order: SortOrder,
): Uint32Array {
  let byOrder = sortMemos.get(key);
  if (!byOrder) {
    byOrder = new Map();
    sortMemos.set(key, byOrder);
  }
  const memo = byOrder.get(order);
  if (memo && memo.input.length === items.length) {
    let same = true;
    for (let i = 0; i < items.length && same; i += 1)
      same = memo.input[i] === items[i] && Object.is(memo.keys[i], key(items[i] as T));
    if (same) return memo.order;
  }
  const sorted = sortPositions(items, key, order);
  byOrder.set(order, { input: [...items], keys: items.map(key), order: sorted });
  return sorted;
}

/** `sortedPositions` as items. */
export function sortByMemo<T>(items: readonly T[], key: KeyFn<T>, order: SortOrder): T[] {
  return Array.from(sortedPositions(items, key, order), (i) => items[i] as T);
}

/** The sort key function `sortBy` asks for, when it is one of `keys` (own keys only). */
function requestedKey<T>(
  params: URLSearchParams,
  keys: Record<string, KeyFn<T>>,
): KeyFn<T> | undefined {
  const requested = readString(params, 'sortBy');
  return Object.hasOwn(keys, requested) ? keys[requested] : undefined;
}

/**
 * Applies the sort when the requested key is one of `keys`; an unknown or missing key leaves
 * the list in its order (lenient, never an error).
 */
export function sortByParam<T>(
  items: readonly T[],
  params: URLSearchParams,
  keys: Record<string, KeyFn<T>>,
): readonly T[] {
  const key = requestedKey(params, keys);
  return key ? sortByMemo(items, key, readOrder(params)) : items;
}

/**
 * The list pipeline of README "Calls": optionally reverse, sort, filter. The filter runs over the
 * collection in stored order, marking matches, and the memoised sort order is then walked to
 * collect them: the same rows in the same order as filtering first (the sort is stable), without
 * re-sorting or visiting 10,000 records in scattered order on every keystroke.
 */
export function runList<T>(
  items: readonly T[],
  params: URLSearchParams,
  options: { sortKeys: Record<string, KeyFn<T>>; match?: (item: T) => boolean; reverse?: boolean },
): T[] {
  const key = requestedKey(params, options.sortKeys);
  const { match } = options;
  if (!key && options.reverse) {
    // Walked backwards rather than copied and reversed: a search keystroke allocates only its hits.
    const rows: T[] = [];
    for (let i = items.length - 1; i >= 0; i -= 1) {
      const item = items[i] as T;
      if (!match || match(item)) rows.push(item);
    }
    return rows;
  }
  const base = options.reverse ? [...items].reverse() : items;
  if (!key) return match ? base.filter(match) : [...base];
  const order = sortedPositions(base, key, readOrder(params));
  if (!match) return Array.from(order, (i) => base[i] as T);
  const marks = new Uint8Array(base.length);
  base.forEach((item, i) => {
    if (match(item)) marks[i] = 1;
  });
  const rows: T[] = [];
  for (const i of order) if (marks[i] === 1) rows.push(base[i] as T);
  return rows;
}
