import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { RowData } from '@tanstack/react-table';
import { forwardRef, useMemo, useState, type ReactElement, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/button.tsx';
import { actionsColumn, selectionColumn } from './columns.tsx';
import { DataTableRows, SkeletonRows, StateRow, VirtualRows } from './data-table-body.tsx';
import { DataTableHead } from './data-table-head.tsx';
import { DataTablePager } from './data-table-pager.tsx';
import { DataTableToolbar } from './data-table-toolbar.tsx';
import { BulkBar, Root, Scroller, Table, selectColumnWidth } from './data-table.styles.ts';
import { csvColumnsOf, useExport } from './export.ts';
import type { DataTableProps } from './data-table.types.ts';
import type { DataTableColumnDef } from './table-setup.ts';
import { useDataTable } from './use-data-table.ts';

function DataTableInner<T extends RowData>(
  {
    label,
    columns,
    data,
    rowCount = data.length,
    state,
    onStateChange,
    getRowId,
    enableRowSelection = false,
    rowLabel,
    bulkActions,
    rowActions,
    renderExpanded,
    expandedIds,
    toolbar,
    loading = false,
    error,
    onRetry,
    empty,
    virtualize = false,
    maxHeight = virtualize ? 480 : undefined,
    stickyFirstColumn = false,
    pageSizeOptions = [10, 25, 50, 100],
    footer,
    exportFileName,
    getExportRows,
    style,
    ...rest
  }: DataTableProps<T>,
  ref: Ref<HTMLDivElement>,
) {
  const { t } = useTranslation('ui');
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const hasActions = rowActions !== undefined;
  const allColumns = useMemo(
    () => [
      ...(enableRowSelection ? [selectionColumn as DataTableColumnDef<T>] : []),
      ...columns,
      ...(hasActions ? [actionsColumn as DataTableColumnDef<T>] : []),
    ],
    [columns, enableRowSelection, hasActions],
  );
  const { table, update } = useDataTable({
    columns: allColumns,
    data,
    rowCount,
    state,
    onStateChange,
    getRowId,
    enableRowSelection,
    meta: { rowLabel, rowActions, renderExpanded, expandedIds },
  });
  const onExport = useExport({
    fileName: exportFileName,
    columns: () => csvColumnsOf(table),
    rows: getExportRows ?? (() => data),
  });

  const selectedIds = Object.keys(state.rowSelection).filter((id) => state.rowSelection[id]);
  const visibleColumns = table.getVisibleLeafColumns().length;
  const body = error ? (
    <StateRow columns={visibleColumns} role="alert">
      {error}
      {onRetry && (
        <Button variant="tonal" size="sm" onClick={onRetry}>
          {t('dataTable.retry')}
        </Button>
      )}
    </StateRow>
  ) : loading ? (
    <SkeletonRows rows={Math.min(state.pageSize, 10)} columns={visibleColumns} />
  ) : data.length === 0 ? (
    <StateRow columns={visibleColumns}>{empty ?? t('dataTable.empty')}</StateRow>
  ) : virtualize ? (
    <VirtualRows
      table={table}
      scrollElement={scrollElement}
      density={state.density}
      stickyFirstColumn={stickyFirstColumn}
      hasSelection={enableRowSelection}
    />
  ) : (
    <DataTableRows
      table={table}
      stickyFirstColumn={stickyFirstColumn}
      hasSelection={enableRowSelection}
    />
  );

  return (
    <Root ref={ref} style={style} {...rest}>
      <DataTableToolbar
        table={table}
        start={toolbar}
        density={state.density}
        onDensityChange={(density) => update({ density })}
        onExport={exportFileName ? onExport : undefined}
      />
      {selectedIds.length > 0 && (
        <BulkBar role="region" aria-label={t('dataTable.bulkActions')}>
          <span data-count>{t('dataTable.selected', { count: selectedIds.length })}</span>
          {bulkActions?.({ selectedIds, clearSelection: () => update({ rowSelection: {} }) })}
          <Button variant="text" size="sm" onClick={() => update({ rowSelection: {} })}>
            {t('dataTable.clearSelection')}
          </Button>
        </BulkBar>
      )}
      <Scroller
        ref={setScrollElement}
        role="region"
        aria-label={label}
        tabIndex={0}
        style={{
          maxHeight,
          ['--dt-sticky-offset' as string]: enableRowSelection ? `${selectColumnWidth}px` : '0px',
        }}
      >
        <Table
          aria-label={label}
          aria-busy={loading || undefined}
          aria-rowcount={virtualize ? table.getRowModel().rows.length + 1 : undefined}
          data-density={state.density}
        >
          <DataTableHead
            table={table}
            stickyFirstColumn={stickyFirstColumn}
            hasSelection={enableRowSelection}
          />
          {body}
        </Table>
      </Scroller>
      {loading && <VisuallyHidden role="status">{t('dataTable.loading')}</VisuallyHidden>}
      {footer !== undefined
        ? footer
        : !virtualize &&
          !error && (
            <DataTablePager
              pageIndex={state.pageIndex}
              pageSize={state.pageSize}
              rowCount={rowCount}
              pageSizeOptions={pageSizeOptions}
              onChange={(page) => update(page)}
            />
          )}
    </Root>
  );
}

/**
 * A server-driven data grid on TanStack Table: the caller owns the state (kept in the URL) and
 * fetches the page it describes; the table renders it and proposes changes.
 */
export const DataTable = forwardRef(DataTableInner) as <T extends RowData>(
  props: DataTableProps<T> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
