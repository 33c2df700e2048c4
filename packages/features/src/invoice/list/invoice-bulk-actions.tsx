import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, useToast } from '@atrium/ui';

import { BulkDeleteButton, type BulkDeleteButtonProps } from '../../shared/index.ts';
import { useUpdateInvoiceMutation } from '../api/invoices.ts';

type InvoiceBulkActionsProps = Omit<BulkDeleteButtonProps, 'texts'>;

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
      <BulkDeleteButton
        selectedIds={selectedIds}
        clearSelection={clearSelection}
        onDelete={onDelete}
        texts={{
          button: t('list.bulk.delete'),
          title: t('list.bulk.deleteTitle', { count }),
          message: t('list.bulk.deleteMessage'),
          confirm: t('list.actions.delete'),
          cancel: t('list.actions.cancel'),
        }}
      />
    </>
  );
}
