import { useCallback, useMemo } from 'react';

import type { DataTableState, DataTableStateChange } from '@atrium/ui';

import { allRowsOf, listQueryOf, type ListQuery } from './list-query.ts';
import { useTableUrlState, type TableUrlState } from './use-table-url-state.ts';
import { useAskAhead, type Initiate } from './use-ask-ahead.ts';
import { useTypedSearch } from './use-typed-search.ts';

/** What a list endpoint's RTK Query hook answers that a list page reads. */
export interface ListQueryResult<Data> {
  data?: Data;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** A lazy query's trigger (`useLazyGetXQuery()[0]`), for the export of the whole view. */
export type ListFetch<Data> = (query: ListQuery) => { unwrap: () => Promise<Data> };

export interface ListPageOptions<Data extends object, Row> {
  /** The list endpoint's query hook, e.g. `useGetOrdersQuery`. */
  useQuery: (query: ListQuery) => ListQueryResult<Data>;
  /** The rows in an answer, e.g. `(data) => data.orders`; module-level, so it stays the same. */
  rowsOf: (data: Data) => readonly Row[];
  /** The filtered total in an answer; `data.total` when not given. */
  totalOf?: (data: Data) => number;
  /** The table's error text. */
  errorText: string;
  /** Query parameters that are column filters (`status`, `category`). */
  filterIds?: readonly string[];
  /** The view when the URL says nothing (page size, default sort). */
  defaults?: Partial<DataTableState>;
  /**
   * Ask the server at each keystroke (the default; `useTypedSearch`), or only once the URL has
   * the text (typing paused).
   */
  searchAsTyped?: boolean;
  /** The lazy query's trigger: the table then exports the whole filtered, sorted view. */
  fetchAll?: ListFetch<Data>;
  /**
   * Rows kept off the table by id (`useUndoableDelete`'s `hiddenIds`: deleted, the DELETE not
   * sent yet), in case a reload brings them back meanwhile.
   */
  hiddenIds?: ReadonlySet<number>;
  /**
   * The list endpoint's `initiate` (`ordersApi.endpoints.getOrders.initiate`): each keystroke's
   * call then leaves at once, unsubscribed, and the list renders once, when its rows are answered.
   */
  initiate?: Initiate<ListQuery>;
}

/** The props a list's filters component takes (search, filters), from the view in the URL. */
export type ListFiltersProps = Pick<
  TableUrlState,
  'state' | 'setSearch' | 'setFilter' | 'filterValue'
> & {
  /** Each keystroke's text, before the URL has it: the list asks the server at once. */
  onType?: ((text: string) => void) | undefined;
};

/** Spread on `DataTable`: rows, total, view, loading, error and retry, export when given. */
export interface ListTableProps<Row> {
  data: Row[];
  rowCount: number;
  state: DataTableState;
  onStateChange: (change: DataTableStateChange) => void;
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
  getExportRows?: () => Promise<Row[]>;
}

export interface ListPage<Data extends object, Row> {
  /** The view in the URL: filters, search, sort, page, selection. */
  view: TableUrlState;
  /** The list call's parameters. */
  query: ListQuery;
  data: Data | undefined;
  table: ListTableProps<Row>;
  /** Spread on `ListSearch`. */
  search: { value: string; onSearch: (text: string) => void; onType?: (text: string) => void };
  /** Spread on `ListEmptyState`: it offers to clear search and filters when they are set. */
  empty: { filtered: boolean; onClearFilters: () => void };
  /**
   * Spread on the page's filters component (`ProductFilters`); the same object until the view
   * changes, so a memoised toolbar skips the renders in which only the rows changed.
   */
  filters: ListFiltersProps;
}

const noRows: never[] = [];
const noneHidden: ReadonlySet<number> = new Set();
const idOf = (row: unknown) =>
  typeof row === 'object' && row !== null && 'id' in row ? row.id : undefined;
const totalField = (data: object) =>
  'total' in data && typeof data.total === 'number' ? data.total : 0;

/**
 * Everything a list page gives `DataTable`, from its endpoint: the view kept in the URL, the
 * search asked as typed, the call's parameters in the API's names, rows and total, the loading,
 * error and retry states, the export of the whole view, and empty versus filtered-empty.
 */
export function useListPage<Data extends object, Row>({
  useQuery,
  rowsOf,
  totalOf = totalField,
  errorText,
  filterIds,
  defaults,
  searchAsTyped = true,
  fetchAll,
  hiddenIds = noneHidden,
  initiate,
}: ListPageOptions<Data, Row>): ListPage<Data, Row> {
  const view = useTableUrlState({ filterIds, defaults });
  const typed = useTypedSearch(view.state, view.setSearch, useAskAhead(initiate));
  const query = searchAsTyped ? typed.query : listQueryOf(view.state);
  const { data, isLoading, isFetching, isError, refetch } = useQuery(query);
  const rows = useMemo(() => {
    if (data === undefined) return noRows;
    const all = rowsOf(data);
    if (hiddenIds.size === 0) return [...all];
    return all.filter((row) => {
      const id = idOf(row);
      return typeof id !== 'number' || !hiddenIds.has(id);
    });
  }, [data, rowsOf, hiddenIds]);
  const onRetry = useCallback(() => void refetch(), [refetch]);
  const getExportRows = useMemo(
    () => fetchAll && (async () => [...rowsOf(await fetchAll(allRowsOf(query)).unwrap())]),
    [fetchAll, query, rowsOf],
  );
  const table: ListTableProps<Row> = {
    data: rows,
    rowCount: data === undefined ? 0 : totalOf(data),
    state: view.state,
    onStateChange: view.onStateChange,
    loading: isLoading || (isFetching && !data),
    error: isError ? errorText : undefined,
    onRetry,
  };
  if (getExportRows) table.getExportRows = getExportRows;
  const { state, setFilter, filterValue } = view;
  const onSearch = searchAsTyped ? typed.onSearch : view.setSearch;
  const onType = searchAsTyped ? typed.onType : undefined;
  const filters = useMemo(
    () => ({ state, setSearch: onSearch, setFilter, filterValue, onType }),
    [state, onSearch, setFilter, filterValue, onType],
  );
  return {
    view,
    query,
    data,
    table,
    search: { value: state.globalFilter, onSearch, onType },
    empty: { filtered: view.filtered, onClearFilters: view.clearFilters },
    filters,
  };
}
