import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useStore } from 'react-redux';

import { Button, useToast } from '@atrium/ui';
import type { InvoiceStatus } from '@atrium/mocks/types';

import { BulkDeleteButton, type BulkDeleteButtonProps } from '../../shared/index.ts';
import type { AppStore } from '../../store/create-store.ts';
import { invoicesApi, useUpdateInvoiceMutation } from '../api/invoices.ts';

/**
 * Money has come in for these: a payment status says more than "sent", so they keep it, as the
 * send call does (packages/mocks/README.md, Invoice extensions: Send).
 */
const RECEIVING: ReadonlySet<InvoiceStatus> = new Set(['Paid', 'Partial Payment']);

/** The stored status of every invoice in the cached pages of the list (a selection spans pages). */
function cachedStatuses(state: ReturnType<AppStore['getState']>): Map<number, InvoiceStatus> {
  const statuses = new Map<number, InvoiceStatus>();
  for (const args of invoicesApi.util.selectCachedArgsForQuery(state, 'getInvoices')) {
    const { data } = invoicesApi.endpoints.getInvoices.select(args)(state);
    for (const invoice of data?.invoices ?? []) statuses.set(invoice.id, invoice.invoiceStatus);
  }
  return statuses;
}

type InvoiceBulkActionsProps = Omit<BulkDeleteButtonProps, 'texts'>;

/** Shown in the table's bulk bar: mark the selection as sent, or delete it. */
export function InvoiceBulkActions({
  selectedIds,
  clearSelection,
  onDelete,
}: InvoiceBulkActionsProps) {
  const { t } = useTranslation('invoice');
  const toast = useToast();
  const store = useStore() as AppStore;
  const [updateInvoice] = useUpdateInvoiceMutation();
  const [busy, setBusy] = useState(false);
  const count = selectedIds.length;
  const ids = selectedIds.map(Number);

  const markSent = async () => {
    const statuses = cachedStatuses(store.getState());
    const kept = ids.filter((id) => {
      const status = statuses.get(id);
      return status !== undefined && RECEIVING.has(status);
    });
    const marked = ids.filter((id) => !kept.includes(id));
    setBusy(true);
    const results = await Promise.allSettled(
      marked.map((id) => updateInvoice({ id, changes: { invoiceStatus: 'Sent' } }).unwrap()),
    );
    setBusy(false);
    const failed = results.filter((r) => r.status === 'rejected').length;
    const keptNote = kept.length > 0 ? t('list.bulk.sentKept', { count: kept.length }) : undefined;
    toast(
      failed > 0
        ? { severity: 'error', title: t('list.bulk.sentFailed', { count: failed }) }
        : {
            severity: 'success',
            title: t('list.bulk.sent', { count: marked.length }),
            ...(keptNote && { description: keptNote }),
          },
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
