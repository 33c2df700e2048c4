import type { RowData } from '@tanstack/react-table';

import { exportCsv, type CsvColumn } from './csv.ts';
import { columnLabel } from './data-table-toolbar.tsx';
import type { DataTableInstance } from './use-data-table.ts';

/** The visible data columns, with their header labels; selection and actions are not data. */
export function csvColumnsOf<T extends RowData>(table: DataTableInstance<T>): CsvColumn<T>[] {
  return table
    .getVisibleLeafColumns()
    .filter((column) => column.accessorFn !== undefined)
    .map((column) => {
      const { accessorFn } = column;
      // The meta slot is shared by all row types, so its row parameter is typed `never`.
      const csv = column.columnDef.meta?.csv as ((row: T) => unknown) | undefined;
      return {
        label: columnLabel(column),
        value: (row: T) => (csv ? csv(row) : accessorFn?.(row, 0)),
      };
    });
}

/** The handler of the "Export CSV" button; rows may come from the server (all pages). */
export function useExport<T extends RowData>({
  fileName,
  columns,
  rows,
}: {
  fileName: string | undefined;
  columns: () => CsvColumn<T>[];
  rows: () => readonly T[] | Promise<readonly T[]>;
}) {
  return async () => {
    if (!fileName) return;
    exportCsv({ columns: columns(), rows: await rows(), fileName });
  };
}
