import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  dataTableStateFromSearchParams,
  dataTableStateToSearchParams,
  defaultDataTableState,
  type DataTableState,
  type DataTableStateChange,
} from '@atrium/ui';

import { listUrlKeys } from './list-query.ts';

export interface TableUrlStateOptions {
  /** Query parameters that are column filters (`status`, `category`, `stock`). */
  filterIds?: readonly string[];
  /** The view when the URL says nothing (page size, default sort). */
  defaults?: Partial<DataTableState>;
}

export interface TableUrlState {
  /** The view: from the URL, plus the row selection kept in memory. */
  state: DataTableState;
  /** Give to `DataTable`'s `onStateChange`. */
  onStateChange: (change: DataTableStateChange) => void;
  /** Sets one filter (empty removes it) and goes back to the first page. */
  setFilter: (id: string, value: string) => void;
  /** The current value of one filter, or ''. */
  filterValue: (id: string) => string;
  /** Sets the search text and goes back to the first page. */
  setSearch: (text: string) => void;
  /** Removes search and filters; keeps sort, page size and columns. */
  clearFilters: () => void;
  /** Whether search or any filter is set (the empty state then offers to clear them). */
  filtered: boolean;
  /** Empties the row selection (after a bulk action). */
  clearSelection: () => void;
}

/**
 * A list's view kept in the URL, in the API's parameter names (reload and back restore it). Typing in a search box
 * replaces the history entry instead of adding one per keystroke; other changes push.
 */
export function useTableUrlState({
  filterIds = [],
  defaults,
}: TableUrlStateOptions = {}): TableUrlState {
  const [params, setParams] = useSearchParams();
  const [rowSelection, setRowSelection] = useState<DataTableState['rowSelection']>({});
  const base = useMemo(() => ({ ...defaultDataTableState, ...defaults }), [defaults]);
  const filterKey = filterIds.join(',');

  const fromUrl = useMemo(
    () =>
      dataTableStateFromSearchParams(params, {
        defaults: base,
        filterIds: filterKey.split(',').filter(Boolean),
        keys: listUrlKeys,
      }),
    [params, base, filterKey],
  );
  const state = useMemo(() => ({ ...fromUrl, rowSelection }), [fromUrl, rowSelection]);

  const write = useCallback(
    (next: DataTableState, replace: boolean) => {
      setParams(dataTableStateToSearchParams(next, base, listUrlKeys), { replace });
    },
    [setParams, base],
  );

  const onStateChange = useCallback(
    ({ state: next, changed }: DataTableStateChange) => {
      if (changed.includes('rowSelection')) setRowSelection(next.rowSelection);
      if (changed.some((part) => part !== 'rowSelection')) {
        write(next, changed.length === 1 && changed[0] === 'globalFilter');
      }
    },
    [write],
  );

  const setFilter = useCallback(
    (id: string, value: string) => {
      const others = state.columnFilters.filter((f) => f.id !== id);
      const columnFilters = value ? [...others, { id, value }] : others;
      write({ ...state, columnFilters, pageIndex: 0 }, false);
    },
    [state, write],
  );

  const setSearch = useCallback(
    (text: string) => write({ ...state, globalFilter: text, pageIndex: 0 }, true),
    [state, write],
  );

  const clearFilters = useCallback(
    () => write({ ...state, globalFilter: '', columnFilters: [], pageIndex: 0 }, false),
    [state, write],
  );

  const filterValue = useCallback(
    (id: string) => {
      const value = state.columnFilters.find((f) => f.id === id)?.value;
      return typeof value === 'string' ? value : '';
    },
    [state.columnFilters],
  );

  return {
    state,
    onStateChange,
    setFilter,
    filterValue,
    setSearch,
    clearFilters,
    filtered: Boolean(state.globalFilter) || state.columnFilters.length > 0,
    clearSelection: useCallback(() => setRowSelection({}), []),
  };
}
