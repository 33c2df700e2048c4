import * as Popover from '@radix-ui/react-popover';
import { IconColumns3, IconDownload, IconLayoutRows } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/button.tsx';
import { ColumnList, PopoverContent } from './data-table-toolbar.styles.ts';
import { Toolbar, ToolbarStart } from './data-table.styles.ts';
import type { DataTableDensity } from './table-setup.ts';
import type { DataTableInstance } from './use-data-table.ts';

export function columnLabel<T extends RowData>(
  column: ReturnType<DataTableInstance<T>['getAllLeafColumns']>[number],
): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

function ColumnsMenu<T extends RowData>({ table }: { table: DataTableInstance<T> }) {
  const { t } = useTranslation('ui');
  const legendId = useId();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="text"
          size="sm"
          data-testid="data-table-columns"
          startIcon={<IconColumns3 size={18} />}
        >
          {t('dataTable.columns')}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <PopoverContent align="end" sideOffset={4} aria-labelledby={legendId}>
          <ColumnList role="group" aria-labelledby={legendId}>
            <p id={legendId}>{t('dataTable.showColumns')}</p>
            {columns.map((column) => (
              <label key={column.id}>
                <input
                  type="checkbox"
                  checked={column.getIsVisible()}
                  onChange={(event) => column.toggleVisibility(event.target.checked)}
                />
                {columnLabel(column)}
              </label>
            ))}
          </ColumnList>
        </PopoverContent>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface DataTableToolbarProps<T extends RowData> {
  table: DataTableInstance<T>;
  start?: ReactNode;
  density: DataTableDensity;
  onDensityChange: (density: DataTableDensity) => void;
  onExport?: () => void;
}

/** Caller's controls (search, filters) first; the table's own view controls at the end. */
export function DataTableToolbar<T extends RowData>({
  table,
  start,
  density,
  onDensityChange,
  onExport,
}: DataTableToolbarProps<T>) {
  const { t } = useTranslation('ui');
  const compact = density === 'compact';
  return (
    <Toolbar>
      <ToolbarStart>{start}</ToolbarStart>
      <ColumnsMenu table={table} />
      <Button
        variant="text"
        size="sm"
        aria-pressed={compact}
        data-testid="data-table-density"
        startIcon={<IconLayoutRows size={18} />}
        onClick={() => onDensityChange(compact ? 'comfortable' : 'compact')}
      >
        {t('dataTable.compact')}
      </Button>
      {onExport && (
        <Button
          variant="text"
          size="sm"
          data-testid="data-table-export"
          startIcon={<IconDownload size={18} />}
          onClick={onExport}
        >
          {t('dataTable.exportCsv')}
        </Button>
      )}
    </Toolbar>
  );
}
