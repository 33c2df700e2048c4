import { IconFileInvoice } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, DataTable, useToast } from '@atrium/ui';
import type { Invoice, InvoicesResponse } from '@atrium/mocks/types';

import { useBulkSelection, useCan } from '../../shared/access/index.ts';
import { ListEmptyState, ListPageFrame, RowDeleteDialog, useListPage } from '../../shared/index.ts';
import {
  invoicesApi,
  useDuplicateInvoiceMutation,
  useGetInvoicesQuery,
  useLazyGetInvoicesQuery,
} from '../api/invoices.ts';
import { href } from '../routes.ts';
import { InvoiceBulkActions } from './invoice-bulk-actions.tsx';
import { useInvoiceColumns } from './invoice-columns.tsx';
import { DATE_RANGE, InvoiceFilters } from './invoice-filters.tsx';
import { InvoiceRowActions } from './invoice-row-actions.tsx';
import { InvoiceSummary } from './invoice-summary.tsx';
import { useInvoiceDelete } from './use-invoice-delete.ts';

const filterIds = ['status', DATE_RANGE] as const;
const PAGE_SIZES = [10, 25, 50, 100] as const;
const rowsOf = (data: InvoicesResponse) => data.invoices;
const totalOf = (data: InvoicesResponse) => data.totalInvoices;
const rowId = (invoice: Invoice) => String(invoice.id);

/** The `invoice.list` route: summary cards, then the invoices with filters, bulk actions, export. */
export function InvoiceListPage() {
  const { t } = useTranslation('invoice');
  const toast = useToast();
  const [fetchAll] = useLazyGetInvoicesQuery();
  const { remove, hiddenIds } = useInvoiceDelete();
  const list = useListPage({
    useQuery: useGetInvoicesQuery,
    initiate: invoicesApi.endpoints.getInvoices.initiate,
    rowsOf,
    totalOf,
    filterIds,
    fetchAll,
    hiddenIds,
    errorText: t('list.error'),
  });
  const columns = useInvoiceColumns();
  const [duplicateInvoice] = useDuplicateInvoiceMutation();
  const [toDelete, setToDelete] = useState<Invoice | null>(null);

  const onDuplicate = useCallback(
    (invoice: Invoice) => {
      duplicateInvoice(invoice.id)
        .unwrap()
        .then(
          (copy) =>
            toast({
              severity: 'success',
              title: t('list.duplicate.done', { id: invoice.id, copy: copy.id }),
            }),
          () => toast({ severity: 'error', title: t('list.duplicate.failed', { id: invoice.id }) }),
        );
    },
    [duplicateInvoice, t, toast],
  );
  // Stable, so the table's rows skip the renders in which only the URL or the request changed.
  const rowActions = useCallback(
    (invoice: Invoice) => (
      <InvoiceRowActions invoice={invoice} onDuplicate={onDuplicate} onDelete={setToDelete} />
    ),
    [onDuplicate],
  );
  const rowLabel = useCallback((invoice: Invoice) => t('list.number', { id: invoice.id }), [t]);

  const { filtered } = list.empty;
  const canCreate = useCan('create', 'Invoice');
  const bulk = useBulkSelection('Invoice', ({ selectedIds, clearSelection }) => (
    <InvoiceBulkActions
      selectedIds={selectedIds}
      clearSelection={clearSelection}
      onDelete={(ids) => remove(ids.map((id) => ({ id })))}
    />
  ));
  const toolbar = useMemo(() => <InvoiceFilters {...list.filters} />, [list.filters]);

  return (
    <ListPageFrame
      title={t('list.title')}
      description={t('list.description')}
      create={canCreate ? { to: href('invoice.add'), label: t('list.create') } : undefined}
      summary={<InvoiceSummary />}
    >
      <DataTable<Invoice>
        {...list.table}
        label={t('list.tableLabel')}
        columns={columns}
        getRowId={rowId}
        rowLabel={rowLabel}
        stickyFirstColumn
        pageSizeOptions={PAGE_SIZES}
        toolbar={toolbar}
        empty={
          <ListEmptyState
            {...list.empty}
            size="sm"
            headingLevel={2}
            icon={<IconFileInvoice size={32} />}
            title={t(filtered ? 'list.empty.filteredTitle' : 'list.empty.title')}
            description={t(filtered ? 'list.empty.filteredDescription' : 'list.empty.description')}
            clearLabel={t('list.actions.clearFilters')}
            clearButton={{ 'data-testid': 'clear-filters' }}
            action={
              canCreate ? (
                <Button asChild variant="tonal">
                  <Link to={href('invoice.add')}>{t('list.create')}</Link>
                </Button>
              ) : undefined
            }
          />
        }
        rowActions={rowActions}
        {...bulk}
        exportFileName={t('list.exportFile')}
      />
      <RowDeleteDialog
        row={toDelete}
        onClose={() => setToDelete(null)}
        onDelete={(row) => remove([row])}
        texts={{
          title: t('list.delete.title', { id: toDelete?.id ?? '' }),
          message: t('list.delete.message'),
          confirm: t('list.actions.delete'),
          cancel: t('list.actions.cancel'),
        }}
      />
    </ListPageFrame>
  );
}
