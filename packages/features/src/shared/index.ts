/** Plumbing every feature uses: list views in the URL, formatting, debouncing, route shape. */
export { useDebouncedValue } from './use-debounced-value.ts';
export { listParams, listQueryOf, type ListQuery } from './list-query.ts';
export { useTypedSearch, type TypedSearch } from './use-typed-search.ts';
export {
  useTableUrlState,
  type TableUrlState,
  type TableUrlStateOptions,
} from './use-table-url-state.ts';
export { parseApiDate, parseMoney, STORE_CURRENCY, useFormat, type Formatters } from './format.ts';
export type { FeatureRoute, LazyScreen } from './feature-route.ts';
export { allRowsOf, listUrlKeys } from './list-query.ts';
export {
  useListPage,
  type ListFetch,
  type ListPage,
  type ListPageOptions,
  type ListQueryResult,
  type ListTableProps,
} from './use-list-page.ts';
export { ListSearch, SEARCH_DEBOUNCE_MS, type ListSearchProps } from './list-search.tsx';
export { ListEmptyState, type ListEmptyStateProps } from './list-empty-state.tsx';
