import { IconCheck, IconMinus } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckboxRoot } from './data-table.styles.ts';
import type { DataTableColumnDef } from './table-setup.ts';

interface SelectBoxProps {
  checked: boolean | 'indeterminate';
  disabled?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}

function SelectBox({ checked, disabled, label, onChange }: SelectBoxProps) {
  return (
    <CheckboxRoot
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onCheckedChange={(value) => onChange(value === true)}
    >
      {checked === 'indeterminate' ? (
        <IconMinus size={14} stroke={3} aria-hidden />
      ) : checked ? (
        <IconCheck size={14} stroke={3} aria-hidden />
      ) : null}
    </CheckboxRoot>
  );
}

function SelectAllHeader({
  all,
  some,
  onChange,
}: {
  all: boolean;
  some: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <SelectBox
      checked={all ? true : some ? 'indeterminate' : false}
      label={t('dataTable.selectAll')}
      onChange={onChange}
    />
  );
}

function SelectRowCell({
  checked,
  disabled,
  name,
  index,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  name: string | undefined;
  index: number;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('ui');
  const label = name
    ? t('dataTable.selectRow', { name })
    : t('dataTable.selectRowNumber', { index });
  return <SelectBox checked={checked} disabled={disabled} label={label} onChange={onChange} />;
}

/**
 * The controlled selection of this render. TanStack's own getters read its atoms, which catch up
 * with controlled state only after commit, so they lag one render behind.
 */
function selectionOf(table: { options: { state?: { rowSelection?: Record<string, boolean> } } }) {
  return table.options.state?.rowSelection ?? {};
}

type SelectionColumn = DataTableColumnDef<RowData>;

/**
 * The checkbox column; its header checkbox is indeterminate when part of the page is selected.
 * One module-level definition: a column rebuilt per render would remount its cells (and drop the
 * focus of the checkbox just clicked).
 */
export const selectionColumn: SelectionColumn = {
  id: 'select',
  enableSorting: false,
  enableHiding: false,
  header: function SelectAll({ table }) {
    const selection = selectionOf(table);
    const rows = table.getRowModel().rows.filter((row) => row.getCanSelect());
    const count = rows.filter((row) => selection[row.id]).length;
    return (
      <SelectAllHeader
        all={count > 0 && count === rows.length}
        some={count > 0}
        onChange={(value) => table.toggleAllPageRowsSelected(value)}
      />
    );
  },
  cell: function SelectRow({ row, table }) {
    // The meta slot serves every row type, so its row parameter is typed `never`.
    const rowLabel = table.options.meta?.rowLabel as ((row: RowData) => string) | undefined;
    return (
      <SelectRowCell
        checked={selectionOf(table)[row.id] === true}
        disabled={!row.getCanSelect()}
        name={rowLabel?.(row.original)}
        index={row.index + 1}
        onChange={(value) => row.toggleSelected(value)}
      />
    );
  },
};

function ActionsHeader() {
  const { t } = useTranslation('ui');
  return t('dataTable.actions');
}

/** The row actions cell (an edit button, a menu) at the end of each row. */
export const actionsColumn: SelectionColumn = {
  id: 'actions',
  enableSorting: false,
  enableHiding: false,
  header: ActionsHeader,
  cell: function RowActions({ row, table }) {
    const render = table.options.meta?.rowActions as ((row: RowData) => ReactNode) | undefined;
    return render?.(row.original);
  },
};
