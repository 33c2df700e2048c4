import type { RowData } from '@tanstack/react-table';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

import type { DataTableColumnDef, DataTableState, DataTableStateChange } from './table-setup.ts';

export interface DataTableProps<T extends RowData> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children'
> {
  /** Accessible name of the table (and of its scroll region). */
  label: string;
  /** Column definitions, built with `createDataTableColumns<T>()`. */
  columns: DataTableColumnDef<T>[];
  /** Rows of the current page (all rows when `virtualize` is on). */
  data: readonly T[];
  /** Total number of rows on the server, for the pager; defaults to `data.length`. */
  rowCount?: number;
  /** The controlled view: page, sort, filters, selection, visible columns, density. */
  state: DataTableState;
  /** Receives every proposed change of the view in one object: `{ state, changed }`. */
  onStateChange: (change: DataTableStateChange) => void;
  /** A stable id per row (the database id), so a selection survives paging and sorting. */
  getRowId: (row: T) => string;
  /** Adds a checkbox column and the bulk-action bar. */
  enableRowSelection?: boolean;
  /** Names a row for its checkbox ("Select order #5089"); defaults to the row number. */
  rowLabel?: (row: T) => string;
  /** Actions for the selected rows, shown in the bar above the table. */
  bulkActions?: (args: { selectedIds: string[]; clearSelection: () => void }) => ReactNode;
  /** The actions cell at the end of each row (an edit button, a menu). */
  rowActions?: (row: T) => ReactNode;
  /**
   * The details of an expanded row, drawn in a full-width row under it. Rows are expanded by
   * id (`expandedIds`); the caller owns that state and its toggle (a button in a cell).
   */
  renderExpanded?: (row: T) => ReactNode;
  /** Ids (`getRowId`) of the rows whose `renderExpanded` details are shown. */
  expandedIds?: readonly string[];
  /** Controls at the start of the toolbar: search, filters. */
  toolbar?: ReactNode;
  /** Shows skeleton rows and marks the table busy. */
  loading?: boolean;
  /** An error message; when set, the error state replaces the rows. */
  error?: ReactNode;
  /** Offers a retry button in the error state. */
  onRetry?: () => void;
  /** What to show when there are no rows. */
  empty?: ReactNode;
  /** Renders only the rows in view; for large client-side lists (no pager). */
  virtualize?: boolean;
  /** Height limit of the scroll area (the header stays in view); required with `virtualize`. */
  maxHeight?: CSSProperties['maxHeight'];
  /** Keeps the first data column in view while scrolling sideways. */
  stickyFirstColumn?: boolean;
  /** Choices of the "Rows per page" select. */
  pageSizeOptions?: readonly number[];
  /** Replaces the built-in pager (e.g. with the Pagination component); `null` hides it. */
  footer?: ReactNode;
  /** Shows "Export CSV"; the file's name. */
  exportFileName?: string;
  /** Rows to export (e.g. all pages from the server); defaults to the rows shown. */
  getExportRows?: () => readonly T[] | Promise<readonly T[]>;
}
