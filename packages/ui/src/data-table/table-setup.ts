import {
  columnFilteringFeature,
  columnVisibilityFeature,
  createColumnHelper,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type ColumnFiltersState,
  type ColumnHelper,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** What a column tells the table beyond TanStack's definition. */
export interface DataTableColumnMeta {
  /** A plain-text name for the column menu and the CSV header when `header` is not a string. */
  label?: string;
  /** Numbers and amounts align to the end. */
  align?: 'start' | 'end';
  /** The CSV cell for this column, when the raw value is not what a spreadsheet should get. */
  csv?: (row: never) => string | number | null | undefined;
  /** Extra content after the header label (a tooltip, a unit). */
  headerExtra?: ReactNode;
}

/**
 * The table is server-driven, so only state features are registered: no client row models for
 * sorting, filtering or paging (the server answers with the right page).
 */
/** Per-render callbacks the built-in columns read, so the columns themselves stay stable. */
export interface DataTableMeta {
  rowLabel?: (row: never) => string;
  rowActions?: (row: never) => ReactNode;
  renderExpanded?: (row: never) => ReactNode;
  expandedIds?: readonly string[];
}

// Type-only slots: TanStack reads the types of `columnMeta` and `tableMeta`, never their values.
const columnMeta: DataTableColumnMeta = {};
const tableMeta: DataTableMeta = {};

export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  globalFilteringFeature,
  columnFilteringFeature,
  columnMeta,
  tableMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable over rows of type `T`. */
// TanStack types each column's value separately; a list of columns is necessarily `any` there.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumnDef<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

/** The column helper bound to the DataTable's features: `createDataTableColumns<Order>()`. */
export function createDataTableColumns<T extends RowData>(): ColumnHelper<DataTableFeatures, T> {
  return createColumnHelper<DataTableFeatures, T>();
}

export type DataTableDensity = 'comfortable' | 'compact';

/** Everything a feature keeps in the URL to restore the view. */
export interface DataTableState {
  pageIndex: number;
  pageSize: number;
  sorting: SortingState;
  globalFilter: string;
  columnFilters: ColumnFiltersState;
  rowSelection: RowSelectionState;
  columnVisibility: ColumnVisibilityState;
  density: DataTableDensity;
}

export const defaultDataTableState: DataTableState = {
  pageIndex: 0,
  pageSize: 10,
  sorting: [],
  globalFilter: '',
  columnFilters: [],
  rowSelection: {},
  columnVisibility: {},
  density: 'comfortable',
};

export interface DataTableStateChange {
  /** The complete next state. */
  state: DataTableState;
  /** Which parts changed; a sort or filter change also resets `pageIndex`. */
  changed: Array<keyof DataTableState>;
}
