import type { DataTableState, DataTableUrlKeys } from '@atrium/ui';

/**
 * The fake API's list parameters (packages/mocks/README.md): `q`, `page` from 1, `itemsPerPage`,
 * `sortBy`, `orderBy`. The one place that knows them: a list's URL uses the same names
 * (`useTableUrlState`), so a link reads like the call it makes.
 */
export const listUrlKeys = {
  search: 'q',
  page: 'page',
  pageSize: 'itemsPerPage',
  sortBy: 'sortBy',
  sortOrder: 'orderBy',
} as const satisfies DataTableUrlKeys;

/** Query parameters of a list call, named by `listUrlKeys`. */
export interface ListQuery {
  q?: string;
  page: number;
  itemsPerPage: number;
  sortBy?: string;
  orderBy?: 'asc' | 'desc';
  /** Exact-match filters (`status`, `category`, `stock`). */
  [filter: string]: string | number | undefined;
}

/** The list call's parameters for a table view; empty filters are left out. */
export function listQueryOf(state: DataTableState, search = state.globalFilter): ListQuery {
  const sort = state.sorting[0];
  const query: ListQuery = {
    [listUrlKeys.page]: state.pageIndex + 1,
    [listUrlKeys.pageSize]: state.pageSize,
  };
  if (search) query[listUrlKeys.search] = search;
  if (sort) {
    query[listUrlKeys.sortBy] = sort.id;
    query[listUrlKeys.sortOrder] = sort.desc ? 'desc' : 'asc';
  }
  for (const filter of state.columnFilters) {
    if (typeof filter.value === 'string' && filter.value) query[filter.id] = filter.value;
  }
  return query;
}

/** Every row of a view (the export): the API's "all" page size (packages/mocks/README.md). */
export const allRowsOf = (query: ListQuery): ListQuery => ({
  ...query,
  [listUrlKeys.page]: 1,
  [listUrlKeys.pageSize]: -1,
});

/** The same query as URL search parameters, for `fetchBaseQuery`'s `params`. */
export function listParams(query: ListQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([k, v]) =>
      v === undefined || v === '' ? [] : [[k, String(v)]],
    ),
  );
}
