import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';

import { Button, Menu, useToast } from '@atrium/ui';

export interface BulkStatusMenuProps<S extends string> {
  /** The selected ids (the table's row ids). */
  selectedIds: string[];
  clearSelection: () => void;
  /** The statuses offered, in the menu's order. */
  statuses: readonly S[];
  /** The menu button's words. */
  label: string;
  /** A status's words. */
  statusLabel: (status: S) => string;
  /** Changes one row (a mutation's `unwrap()`): the API has no bulk call. */
  update: (id: number, status: S) => Promise<unknown>;
  /** The success toast: how many rows took which status (its words). */
  doneText: (count: number, status: string) => string;
  /** The error toast: how many rows could not be changed. */
  failedText: (count: number) => string;
}

/**
 * The bulk bar's status menu: the chosen status is sent for every selected row, then one toast
 * says how it went; the selection is cleared when every row took it.
 */
export function BulkStatusMenu<S extends string>({
  selectedIds,
  clearSelection,
  statuses,
  label,
  statusLabel,
  update,
  doneText,
  failedText,
}: BulkStatusMenuProps<S>) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const setStatus = async (status: S) => {
    setBusy(true);
    const results = await Promise.allSettled(selectedIds.map((id) => update(Number(id), status)));
    setBusy(false);
    const failed = results.filter((r) => r.status === 'rejected').length;
    toast(
      failed > 0
        ? { severity: 'error', title: failedText(failed) }
        : { severity: 'success', title: doneText(results.length, statusLabel(status)) },
    );
    if (failed === 0) clearSelection();
  };

  return (
    <Menu
      trigger={
        <Button
          variant="tonal"
          size="sm"
          loading={busy}
          endIcon={<IconChevronDown size={16} />}
          data-testid="bulk-status"
        >
          {label}
        </Button>
      }
    >
      {statuses.map((status) => (
        <Menu.Item
          key={status}
          data-testid={`bulk-status-${status}`}
          onSelect={() => void setStatus(status)}
        >
          {statusLabel(status)}
        </Menu.Item>
      ))}
    </Menu>
  );
}
