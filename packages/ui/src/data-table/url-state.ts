import { defaultDataTableState, type DataTableState } from './table-setup.ts';

/**
 * The view in the query string, in the API's own words (SPEC §7: `q`, `page` from 1,
 * `itemsPerPage`, `sortBy`, `orderBy`), so a link or the back button restores it. Values equal
 * to the defaults are left out; the row selection is never put in a URL.
 */
export function dataTableStateToSearchParams(
  state: DataTableState,
  defaults: DataTableState = defaultDataTableState,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.globalFilter) params.set('q', state.globalFilter);
  if (state.pageIndex !== defaults.pageIndex) params.set('page', String(state.pageIndex + 1));
  if (state.pageSize !== defaults.pageSize) params.set('itemsPerPage', String(state.pageSize));
  const sort = state.sorting[0];
  if (sort) {
    params.set('sortBy', sort.id);
    params.set('orderBy', sort.desc ? 'desc' : 'asc');
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
  { defaults = defaultDataTableState, filterIds = [] as readonly string[] } = {},
): DataTableState {
  const sortBy = params.get('sortBy');
  const hidden = params.get('hide')?.split(',').filter(Boolean) ?? [];
  return {
    ...defaults,
    globalFilter: params.get('q') ?? defaults.globalFilter,
    pageIndex: positive(params.get('page'), defaults.pageIndex + 1) - 1,
    pageSize: positive(params.get('itemsPerPage'), defaults.pageSize),
    sorting: sortBy ? [{ id: sortBy, desc: params.get('orderBy') === 'desc' }] : defaults.sorting,
    columnFilters: filterIds.flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])),
    density: params.get('density') === 'compact' ? 'compact' : defaults.density,
    rowSelection: {},
  };
}
