import { useTranslation } from 'react-i18next';

import type { OrderDetails, OrderStatus } from '@atrium/mocks/types';
import { Select, useToast } from '@atrium/ui';
import { ORDER_STATUSES } from '@atrium/mocks/values';

import { useUpdateOrderMutation } from '../api/orders.ts';

/** The order statuses in the order a parcel goes through them (the fake API lists the last first). */
export const PARCEL_STEPS: readonly OrderStatus[] = [...ORDER_STATUSES].reverse();

/** Changes the order's status at once (PATCH), and says so in a toast. */
export function OrderStatusSelect({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const [updateOrder, { isLoading }] = useUpdateOrderMutation();

  const change = async (value: string) => {
    const status = PARCEL_STEPS.find((s) => s === value);
    if (!status || status === order.status) return;
    try {
      await updateOrder({ id: order.id, changes: { status } }).unwrap();
      toast({
        severity: 'success',
        title: t('orders.details.statusChange.done', { status: t(`orders.status.${status}`) }),
      });
    } catch {
      toast({ severity: 'error', title: t('orders.details.statusChange.failed') });
    }
  };

  return (
    <Select
      size="sm"
      label={t('orders.details.statusChange.label')}
      data-testid="order-status-select"
      value={order.status}
      disabled={isLoading}
      options={PARCEL_STEPS.map((status) => ({
        value: status,
        label: t(`orders.status.${status}`),
      }))}
      onValueChange={({ value }) => void change(value)}
    />
  );
}
