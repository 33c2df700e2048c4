import type { DataTableState } from '@atrium/ui';

/** Query parameters of a SPEC §7 list call: `page` from 1, `itemsPerPage`, `sortBy`, `orderBy`. */
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
  const query: ListQuery = { page: state.pageIndex + 1, itemsPerPage: state.pageSize };
  if (search) query.q = search;
  if (sort) {
    query.sortBy = sort.id;
    query.orderBy = sort.desc ? 'desc' : 'asc';
  }
  for (const filter of state.columnFilters) {
    if (typeof filter.value === 'string' && filter.value) query[filter.id] = filter.value;
  }
  return query;
}

/** The same query as URL search parameters, for `fetchBaseQuery`'s `params`. */
export function listParams(query: ListQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).flatMap(([k, v]) =>
      v === undefined || v === '' ? [] : [[k, String(v)]],
    ),
  );
}
