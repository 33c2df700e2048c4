export { DataTable } from './data-table.tsx';
export type { DataTableProps } from './data-table.types.ts';
export {
  createDataTableColumns,
  dataTableFeatures,
  defaultDataTableState,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableDensity,
  type DataTableFeatures,
  type DataTableState,
  type DataTableStateChange,
} from './table-setup.ts';
export { exportCsv, toCsv, type CsvColumn } from './csv.ts';
export {
  dataTableStateFromSearchParams,
  dataTableStateToSearchParams,
  defaultDataTableUrlKeys,
  type DataTableUrlKeys,
} from './url-state.ts';
