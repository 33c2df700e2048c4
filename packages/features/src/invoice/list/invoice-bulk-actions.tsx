import { IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ConfirmDialog, useToast } from '@atrium/ui';

import { useUpdateInvoiceMutation } from '../api/invoices.ts';

interface InvoiceBulkActionsProps {
  /** The selected invoice ids (the table's row ids). */
  selectedIds: string[];
  clearSelection: () => void;
  /** Deletes these invoices (with the page's Undo window). */
  onDelete: (ids: number[]) => void;
}

/** Shown in the table's bulk bar: mark the selection as sent, or delete it. */
export function InvoiceBulkActions({
  selectedIds,
  clearSelection,
  onDelete,
}: InvoiceBulkActionsProps) {
  const { t } = useTranslation('invoice');
  const toast = useToast();
  const [updateInvoice] = useUpdateInvoiceMutation();
  const [busy, setBusy] = useState(false);
  const count = selectedIds.length;
  const ids = selectedIds.map(Number);

  const markSent = async () => {
    setBusy(true);
    const results = await Promise.allSettled(
      ids.map((id) => updateInvoice({ id, changes: { invoiceStatus: 'Sent' } }).unwrap()),
    );
    setBusy(false);
    const failed = results.filter((r) => r.status === 'rejected').length;
    toast(
      failed > 0
        ? { severity: 'error', title: t('list.bulk.sentFailed', { count: failed }) }
        : { severity: 'success', title: t('list.bulk.sent', { count }) },
    );
    if (failed === 0) clearSelection();
  };

  return (
    <>
      <Button
        variant="tonal"
        size="sm"
        loading={busy}
        startIcon={<IconSend size={16} />}
        data-testid="bulk-sent"
        onClick={() => void markSent()}
      >
        {t('list.bulk.markSent')}
      </Button>
      <ConfirmDialog
        destructive
        title={t('list.bulk.deleteTitle', { count })}
        message={t('list.bulk.deleteMessage')}
        confirmLabel={t('list.actions.delete')}
        cancelLabel={t('list.actions.cancel')}
        onConfirm={() => {
          onDelete(ids);
          clearSelection();
        }}
        trigger={
          <Button
            variant="tonal"
            color="error"
            size="sm"
            startIcon={<IconTrash size={16} />}
            data-testid="bulk-delete"
          >
            {t('list.bulk.delete')}
          </Button>
        }
      />
    </>
  );
}
