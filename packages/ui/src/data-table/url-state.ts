import { defaultDataTableState, type DataTableState } from './table-setup.ts';

/**
 * The query-string names of the view's parts. The table knows no API: an app whose links should
 * read like its API's list calls passes that API's names (the features package does).
 */
export interface DataTableUrlKeys {
  search: string;
  /** The page number, counted from 1. */
  page: string;
  pageSize: string;
  sortBy: string;
  /** `asc` or `desc`. */
  sortOrder: string;
}

export const defaultDataTableUrlKeys: DataTableUrlKeys = {
  search: 'q',
  page: 'page',
  pageSize: 'size',
  sortBy: 'sort',
  sortOrder: 'order',
};

/**
 * The view in the query string, so a link or the back button restores it. Values equal to the
 * defaults are left out; the row selection is never put in a URL. Column filters use their ids.
 */
export function dataTableStateToSearchParams(
  state: DataTableState,
  defaults: DataTableState = defaultDataTableState,
  keys: DataTableUrlKeys = defaultDataTableUrlKeys,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.globalFilter) params.set(keys.search, state.globalFilter);
  if (state.pageIndex !== defaults.pageIndex) params.set(keys.page, String(state.pageIndex + 1));
  if (state.pageSize !== defaults.pageSize) params.set(keys.pageSize, String(state.pageSize));
  const sort = state.sorting[0];
  if (sort) {
    params.set(keys.sortBy, sort.id);
    params.set(keys.sortOrder, sort.desc ? 'desc' : 'asc');
  }
  for (const filter of state.columnFilters) {
    if (typeof filter.value === 'string' && filter.value) params.set(filter.id, filter.value);
  }
  const hidden = Object.keys(state.columnVisibility).filter((id) => !state.columnVisibility[id]);
  if (hidden.length > 0) params.set('hide', hidden.sort().join(','));
  if (state.density !== defaults.density) params.set('density', state.density);
  return params;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * Reads the view back; anything missing or malformed falls back to the defaults.
 * `filterIds` names the query parameters that are column filters (`status`, `category`).
 */
export function dataTableStateFromSearchParams(
  params: URLSearchParams,
  {
    defaults = defaultDataTableState,
    filterIds = [] as readonly string[],
    keys = defaultDataTableUrlKeys,
  } = {},
): DataTableState {
  const sortBy = params.get(keys.sortBy);
  const hidden = params.get('hide')?.split(',').filter(Boolean) ?? [];
  return {
    ...defaults,
    globalFilter: params.get(keys.search) ?? defaults.globalFilter,
    pageIndex: positive(params.get(keys.page), defaults.pageIndex + 1) - 1,
    pageSize: positive(params.get(keys.pageSize), defaults.pageSize),
    sorting: sortBy
      ? [{ id: sortBy, desc: params.get(keys.sortOrder) === 'desc' }]
      : defaults.sorting,
    columnFilters: filterIds.flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])),
    density: params.get('density') === 'compact' ? 'compact' : defaults.density,
    rowSelection: {},
  };
}
