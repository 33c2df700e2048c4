import type { Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';

import { stickyOf } from './data-table-head.tsx';
import { SkeletonBar, StateCell, StateMessage } from './data-table.styles.ts';
import type { DataTableDensity, DataTableFeatures } from './features.ts';
import type { DataTableInstance } from './use-data-table.ts';

interface BodyProps<T extends RowData> {
  table: DataTableInstance<T>;
  stickyFirstColumn: boolean;
  hasSelection: boolean;
}

function DataRow<T extends RowData>({
  row,
  table,
  stickyFirstColumn,
  hasSelection,
  ariaRowIndex,
}: BodyProps<T> & { row: Row<DataTableFeatures, T>; ariaRowIndex?: number }) {
  return (
    <tr
      data-selected={table.options.state?.rowSelection?.[row.id] || undefined}
      aria-rowindex={ariaRowIndex}
    >
      {row.getVisibleCells().map((cell, index) => (
        <td
          key={cell.id}
          data-column={cell.column.id}
          data-align={cell.column.columnDef.meta?.align}
          data-sticky={stickyOf(cell.column.id, index, hasSelection, stickyFirstColumn)}
        >
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/** The rows of the current page. */
export function DataTableRows<T extends RowData>(props: BodyProps<T>) {
  return (
    <tbody>
      {props.table.getRowModel().rows.map((row) => (
        <DataRow key={row.id} row={row} {...props} />
      ))}
    </tbody>
  );
}

const rowHeight: Record<DataTableDensity, number> = { comfortable: 53, compact: 37 };

/**
 * Only the rows in view (plus a margin) are in the DOM; spacer rows keep the scroll height, so
 * the table stays a real table for assistive technology, with aria-rowindex on each row. The
 * scroll element comes as state, not a ref: the scroller is our ancestor, so its ref is attached
 * only after our layout effects have run.
 */
export function VirtualRows<T extends RowData>({
  scrollElement,
  density,
  ...props
}: BodyProps<T> & { scrollElement: HTMLDivElement | null; density: DataTableDensity }) {
  const rows = props.table.getRowModel().rows;
  // The virtualizer re-renders this component itself; nothing here needs compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight[density],
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columns = props.table.getVisibleLeafColumns().length;
  return (
    <tbody>
      {before > 0 && (
        <tr aria-hidden>
          <td colSpan={columns} style={{ blockSize: before, padding: 0, border: 0 }} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index];
        // Header row is row 1.
        return row ? (
          <DataRow key={row.id} row={row} ariaRowIndex={item.index + 2} {...props} />
        ) : null;
      })}
      {after > 0 && (
        <tr aria-hidden>
          <td colSpan={columns} style={{ blockSize: after, padding: 0, border: 0 }} />
        </tr>
      )}
    </tbody>
  );
}

/** Placeholder rows while a page loads, the size of the page so the layout does not jump. */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <tbody>
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} aria-hidden>
          {Array.from({ length: columns }, (_, c) => (
            <td key={c}>
              <SkeletonBar />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** One full-width row for the empty and error states. */
export function StateRow({
  columns,
  children,
  role,
}: {
  columns: number;
  children: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <tbody>
      <tr>
        <StateCell colSpan={columns}>
          <StateMessage role={role}>{children}</StateMessage>
        </StateCell>
      </tr>
    </tbody>
  );
}
