import { useMemo } from 'react';

import type { DataTableState } from '@atrium/ui';

/** How a table whose rows all came in one answer searches, filters and sorts them in the browser. */
export interface ClientRowsOptions<T> {
  /** The text the search looks in (case-insensitive, anywhere). */
  searchText: (row: T) => string;
  /** A column's sort key, by column id; a column without one keeps the answer's order. */
  sortKeys?: Partial<Record<string, (row: T) => string | number>>;
  /** Whether a row passes a column filter's value, by filter id. */
  filters?: Partial<Record<string, (row: T, value: string) => boolean>>;
}

export interface ClientRows<T> {
  /** Every row the search and filters keep, sorted. */
  matched: T[];
  /** The current page of `matched`. */
  page: T[];
}

/** The rows a DataTable view shows: searched, filtered, sorted, then the page cut out. */
export function clientRows<T>(
  rows: readonly T[],
  state: Pick<
    DataTableState,
    'globalFilter' | 'columnFilters' | 'sorting' | 'pageIndex' | 'pageSize'
  >,
  { searchText, sortKeys = {}, filters = {} }: ClientRowsOptions<T>,
): ClientRows<T> {
  const q = state.globalFilter.trim().toLocaleLowerCase();
  const active = state.columnFilters.flatMap(({ id, value }) => {
    const test = filters[id];
    return test && typeof value === 'string' && value ? [(row: T) => test(row, value)] : [];
  });
  const matched = rows.filter(
    (row) =>
      (!q || searchText(row).toLocaleLowerCase().includes(q)) && active.every((test) => test(row)),
  );
  const sort = state.sorting[0];
  const key = sort ? sortKeys[sort.id] : undefined;
  if (sort && key) {
    const direction = sort.desc ? -1 : 1;
    matched.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return order * direction;
    });
  }
  const start = state.pageIndex * state.pageSize;
  return { matched, page: matched.slice(start, start + state.pageSize) };
}

/** `clientRows` for a render; `options` must be module-level (stable). */
export function useClientRows<T>(
  rows: readonly T[] | undefined,
  state: DataTableState,
  options: ClientRowsOptions<T>,
): ClientRows<T> {
  const { globalFilter, columnFilters, sorting, pageIndex, pageSize } = state;
  return useMemo(
    () =>
      clientRows(
        rows ?? [],
        { globalFilter, columnFilters, sorting, pageIndex, pageSize },
        options,
      ),
    [rows, globalFilter, columnFilters, sorting, pageIndex, pageSize, options],
  );
}
