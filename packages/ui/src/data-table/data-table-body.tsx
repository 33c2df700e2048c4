import type { Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, type ReactNode } from 'react';

import { sameData } from '../utils/same-data.ts';
import { stickyOf } from './data-table-head.tsx';
import { SkeletonBar, StateCell, StateMessage } from './data-table.styles.ts';
import type { DataTableDensity, DataTableFeatures } from './table-setup.ts';
import type { DataTableInstance } from './use-data-table.ts';

interface BodyProps<T extends RowData> {
  table: DataTableInstance<T>;
  stickyFirstColumn: boolean;
  hasSelection: boolean;
}

/** Compared by identity, one by one. */
type RowInputs = Record<
  | 'columns'
  | 'canSelect'
  | 'rowLabel'
  | 'rowActions'
  | 'selected'
  | 'hidden'
  | 'expanded'
  | 'position',
  unknown
>;

type RowProps<T extends RowData> = BodyProps<T> & {
  row: Row<DataTableFeatures, T>;
  ariaRowIndex?: number;
  /** Only for the comparison of `DataRow`: see `rowInputs`. */
  inputs: RowInputs;
};

function DataRowContent<T extends RowData>({
  row,
  table,
  stickyFirstColumn,
  hasSelection,
  ariaRowIndex,
  inputs,
}: RowProps<T>) {
  const cells = row.getVisibleCells();
  const details = inputs.expanded
    ? table.options.meta?.renderExpanded?.(row.original as never)
    : null;
  return (
    <>
      <tr
        data-selected={table.options.state?.rowSelection?.[row.id] || undefined}
        data-expanded={details ? '' : undefined}
        aria-rowindex={ariaRowIndex}
      >
        {cells.map((cell, index) => (
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
      {details && (
        <tr data-details>
          <td colSpan={cells.length}>{details}</td>
        </tr>
      )}
    </>
  );
}

/**
 * What a row's cells read besides the row itself, taken from this render's controlled state and
 * options. They are props (not read from `table` in the comparison) because `table` is one object
 * whose options always hold the newest render's values.
 */
function rowInputs<T extends RowData>(
  table: DataTableInstance<T>,
  { id: rowId, index }: Row<DataTableFeatures, T>,
): RowInputs {
  const { options } = table;
  return {
    columns: options.columns,
    canSelect: options.enableRowSelection,
    rowLabel: options.meta?.rowLabel,
    rowActions: options.meta?.rowActions,
    selected: options.state?.rowSelection?.[rowId] === true,
    hidden: JSON.stringify(options.state?.columnVisibility ?? {}),
    // The details' renderer too: a new one (new texts) draws the open details again.
    expanded: options.meta?.expandedIds?.includes(rowId) ? options.meta.renderExpanded : false,
    // The row's place shows only in the selection box's name, and only when rows have no label
    // (columns.tsx): a row that moves up a narrowed list keeps its cells otherwise.
    position: options.meta?.rowLabel ? null : index,
  };
}

/**
 * A row renders again only when what it shows may have changed. A search, sort or page change goes
 * through the URL and then a request, and re-renders the page three or four times; before, every
 * cell of every row (menus, switches, avatars) rendered each time with the same item. Each answer
 * is parsed anew, so a row still in the list after a keystroke is a new object with the same data:
 * compared as data, it keeps its cells (the handlers they hold see equal data).
 */
const DataRow = memo(DataRowContent, (a, b) => {
  const keys = Object.keys(a.inputs) as (keyof RowInputs)[];
  return (
    sameData(a.row.original, b.row.original) &&
    a.row.id === b.row.id &&
    a.ariaRowIndex === b.ariaRowIndex &&
    a.stickyFirstColumn === b.stickyFirstColumn &&
    a.hasSelection === b.hasSelection &&
    keys.every((key) => a.inputs[key] === b.inputs[key])
  );
}) as typeof DataRowContent;

/** The rows of the current page. */
export function DataTableRows<T extends RowData>(props: BodyProps<T>) {
  return (
    <tbody>
      {props.table.getRowModel().rows.map((row) => (
        <DataRow key={row.id} row={row} inputs={rowInputs(props.table, row)} {...props} />
      ))}
    </tbody>
  );
}

const rowHeight: Record<DataTableDensity, number> = { comfortable: 53, compact: 37 };
/** What an expanded row's details add, until the row is measured. */
const detailsHeight = 160;

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
  const expandedIds = props.table.options.meta?.expandedIds;
  // The virtualizer re-renders this component itself; nothing here needs compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: (index) => {
      const id = rows[index]?.id;
      return rowHeight[density] + (id && expandedIds?.includes(id) ? detailsHeight : 0);
    },
    overscan: 10,
  });
  // Sizes are estimates (rows are not measured): opening or closing details changes them.
  useEffect(() => virtualizer.measure(), [virtualizer, expandedIds]);
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
          <DataRow
            key={row.id}
            row={row}
            ariaRowIndex={item.index + 2}
            inputs={rowInputs(props.table, row)}
            {...props}
          />
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
