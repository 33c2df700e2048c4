import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { Header, RowData } from '@tanstack/react-table';

import { SortButton } from './data-table.styles.ts';
import type { DataTableFeatures } from './table-setup.ts';
import type { DataTableInstance } from './use-data-table.ts';

type AnyHeader<T extends RowData> = Header<DataTableFeatures, T, unknown>;

export function stickyOf(columnId: string, index: number, hasSelection: boolean, sticky: boolean) {
  if (!sticky) return undefined;
  if (columnId === 'select') return 'select';
  return index === (hasSelection ? 1 : 0) ? 'first' : undefined;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<T extends RowData>({
  header,
  table,
  sticky,
}: {
  header: AnyHeader<T>;
  table: DataTableInstance<T>;
  sticky: 'select' | 'first' | undefined;
}) {
  const { column } = header;
  const sorted = column.getIsSorted();
  const canSort = column.getCanSort();
  const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
  const meta = column.columnDef.meta;
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={canSort ? (sorted ? ariaSort[sorted] : 'none') : undefined}
      data-column={column.id}
      data-align={meta?.align}
      data-sticky={sticky}
    >
      {canSort ? (
        <SortButton
          type="button"
          data-sorted={sorted || undefined}
          onClick={column.getToggleSortingHandler()}
        >
          {content}
          {sorted === 'asc' ? (
            <IconArrowUp size={16} aria-hidden />
          ) : sorted === 'desc' ? (
            <IconArrowDown size={16} aria-hidden />
          ) : (
            <IconArrowsSort size={16} aria-hidden />
          )}
        </SortButton>
      ) : (
        content
      )}
      {meta?.headerExtra}
    </th>
  );
}

/** The sticky header row; sortable columns are buttons and carry aria-sort. */
export function DataTableHead<T extends RowData>({
  table,
  stickyFirstColumn,
  hasSelection,
}: {
  table: DataTableInstance<T>;
  stickyFirstColumn: boolean;
  hasSelection: boolean;
}) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header, index) => (
            <HeaderCell
              key={header.id}
              header={header}
              table={table}
              sticky={stickyOf(header.column.id, index, hasSelection, stickyFirstColumn)}
            />
          ))}
        </tr>
      ))}
    </thead>
  );
}
