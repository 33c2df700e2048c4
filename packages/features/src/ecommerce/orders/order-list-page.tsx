import { IconReceiptOff } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Order, OrdersResponse } from '@atrium/mocks/types';
import { Button, ConfirmDialog, DataTable, PageHeader, Stack, useToast } from '@atrium/ui';

import { useBulkSelection } from '../../shared/access/index.ts';
import { ListEmptyState, ListSearch, useListPage } from '../../shared/index.ts';
import {
  ordersApi,
  useDeleteOrderMutation,
  useGetOrdersQuery,
  useLazyGetOrdersQuery,
} from '../api/orders.ts';
import { useOrderColumns } from './order-columns.tsx';
import { OrderRowActions } from './order-row-actions.tsx';
import { OrderWidgets } from './order-widgets.tsx';

const PAGE_SIZES = [10, 25, 50, 100] as const;
const rowsOf = (data: OrdersResponse) => data.orders;
const rowId = (order: Order) => String(order.id);

/** The `ecommerce.orderList` route: widgets, then the orders with search, sort, paging and export. */
export function OrderListPage() {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const [fetchAll] = useLazyGetOrdersQuery();
  const list = useListPage({
    useQuery: useGetOrdersQuery,
    initiate: ordersApi.endpoints.getOrders.initiate,
    rowsOf,
    fetchAll,
    errorText: t('orders.error'),
  });
  const [deleteOrder] = useDeleteOrderMutation();
  const columns = useOrderColumns();
  const [toDelete, setToDelete] = useState<Order | null>(null);
  const [bulkIds, setBulkIds] = useState<string[] | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    await deleteOrder(toDelete.id).unwrap();
    toast({ severity: 'success', title: t('orders.delete.done', { number: toDelete.order }) });
  };

  const confirmBulkDelete = async () => {
    const ids = bulkIds ?? [];
    await Promise.all(ids.map((id) => deleteOrder(Number(id)).unwrap()));
    list.view.clearSelection();
    toast({ severity: 'success', title: t('orders.delete.bulkDone', { count: ids.length }) });
  };

  const bulk = useBulkSelection('Ecommerce', ({ selectedIds }) => (
    <Button
      variant="tonal"
      color="error"
      size="sm"
      data-testid="orders-bulk-delete"
      onClick={() => setBulkIds(selectedIds)}
    >
      {t('orders.actions.deleteSelected')}
    </Button>
  ));

  // Stable, so the table's rows skip the renders in which only the URL or the request changed.
  const rowLabel = useCallback(
    (order: Order) => t('orders.table.row', { number: order.order }),
    [t],
  );
  const rowActions = useCallback(
    (order: Order) => <OrderRowActions order={order} onDelete={setToDelete} />,
    [],
  );

  return (
    <Stack gap={6}>
      <PageHeader title={t('orders.title')} description={t('orders.description')} />
      <OrderWidgets />
      <DataTable<Order>
        {...list.table}
        label={t('orders.table.label')}
        columns={columns}
        getRowId={rowId}
        rowLabel={rowLabel}
        pageSizeOptions={PAGE_SIZES}
        exportFileName="orders"
        toolbar={
          <ListSearch
            {...list.search}
            width="grow"
            label={t('orders.search.label')}
            placeholder={t('orders.search.placeholder')}
          />
        }
        rowActions={rowActions}
        {...bulk}
        empty={
          <ListEmptyState
            {...list.empty}
            icon={<IconReceiptOff size={32} />}
            title={t('orders.empty.title')}
            description={t(list.empty.filtered ? 'orders.empty.filtered' : 'orders.empty.none')}
            clearLabel={t('common.actions.clearFilters')}
          />
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('orders.delete.title', { number: toDelete?.order ?? '' })}
        message={t('orders.delete.message')}
        confirmLabel={t('common.actions.delete')}
        cancelLabel={t('common.actions.cancel')}
        errorMessage={t('orders.delete.failed')}
        destructive
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={bulkIds !== null}
        onOpenChange={(open) => !open && setBulkIds(null)}
        title={t('orders.delete.bulkTitle')}
        message={t('orders.delete.bulkMessage', { count: bulkIds?.length ?? 0 })}
        confirmLabel={t('common.actions.delete')}
        cancelLabel={t('common.actions.cancel')}
        errorMessage={t('orders.delete.failed')}
        destructive
        onConfirm={confirmBulkDelete}
      />
    </Stack>
  );
}
