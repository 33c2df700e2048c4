import { functionalUpdate, useTable, type RowData, type Updater } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';

import {
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableState,
  type DataTableStateChange,
} from './table-setup.ts';

/** Changing what is shown sends the user back to the first page. */
const resetsPage = new Set<keyof DataTableState>(['sorting', 'globalFilter', 'columnFilters']);

interface UseDataTableOptions<T extends RowData> {
  columns: DataTableColumnDef<T>[];
  data: readonly T[];
  rowCount: number;
  state: DataTableState;
  onStateChange: (change: DataTableStateChange) => void;
  getRowId: (row: T) => string;
  enableRowSelection: boolean;
  meta: {
    rowLabel?: (row: T) => string;
    rowActions?: (row: T) => ReactNode;
    renderExpanded?: (row: T) => ReactNode;
    expandedIds?: readonly string[];
  };
}

/**
 * Binds TanStack Table to one controlled `DataTableState`: the table never owns state, it only
 * proposes changes through `onStateChange`, so the feature can keep them in the URL.
 */
export function useDataTable<T extends RowData>({
  columns,
  data,
  rowCount,
  state,
  onStateChange,
  getRowId,
  enableRowSelection,
  meta,
}: UseDataTableOptions<T>) {
  const emit = (patch: Partial<DataTableState>) => {
    const current = state;
    const changed = (Object.keys(patch) as Array<keyof DataTableState>).filter(
      (key) => patch[key] !== current[key],
    );
    if (changed.length === 0) return;
    const next = { ...current, ...patch };
    if (changed.some((key) => resetsPage.has(key)) && !('pageIndex' in patch)) {
      next.pageIndex = 0;
      if (current.pageIndex !== 0) changed.push('pageIndex');
    }
    onStateChange({ state: next, changed });
  };

  function slice<K extends keyof DataTableState>(key: K) {
    return (updater: Updater<DataTableState[K]>) =>
      emit({ [key]: functionalUpdate(updater, state[key]) });
  }

  const pagination = useMemo(
    () => ({ pageIndex: state.pageIndex, pageSize: state.pageSize }),
    [state.pageIndex, state.pageSize],
  );

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId: (row) => getRowId(row),
    rowCount,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection,
    meta,
    enableSortingRemoval: true,
    // Every column starts ascending, numbers included, so a first click is predictable.
    sortDescFirst: false,
    state: {
      pagination,
      sorting: state.sorting,
      globalFilter: state.globalFilter,
      columnFilters: state.columnFilters,
      rowSelection: state.rowSelection,
      columnVisibility: state.columnVisibility,
    },
    onPaginationChange: (updater) => {
      const { pageIndex, pageSize } = state;
      const next = functionalUpdate(updater, { pageIndex, pageSize });
      emit({ pageIndex: next.pageIndex, pageSize: next.pageSize });
    },
    onSortingChange: slice('sorting'),
    onGlobalFilterChange: slice('globalFilter'),
    onColumnFiltersChange: slice('columnFilters'),
    onRowSelectionChange: slice('rowSelection'),
    onColumnVisibilityChange: slice('columnVisibility'),
  });
  return { table, update: emit };
}

export type DataTableInstance<T extends RowData> = ReturnType<typeof useDataTable<T>>['table'];
