import { IconReceiptOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import type { Order } from '@atrium/mocks/types';

import { Button, ConfirmDialog, Grid, Skeleton, Stack, useToast } from '@atrium/ui';

import { useCan } from '../../shared/access/index.ts';

import { DetailsPageFrame, useFormat, useRouteId } from '../../shared/index.ts';
import { useDetailsTexts } from '../use-details-texts.ts';
import { useDeleteOrderMutation, useGetOrderQuery } from '../api/orders.ts';
import { OrderAddressCard } from './order-address-card.tsx';
import { OrderStatusChip, PaymentChip } from './order-chips.tsx';
import { useOrderDateFormat } from './order-format.ts';
import { OrderItemsCard } from './order-items-card.tsx';
import { OrderActivityCard, OrderCustomerCard, OrderPaymentCard } from './order-side-cards.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { href } from '../routes.ts';

export const ORDER_LIST_PATH = href('ecommerce.orderList');

/** The `ecommerce.orderDetails` route: items, totals, customer, addresses, activity, status. */
export function OrderDetailsPage() {
  const { t } = useTranslation('ecommerce');
  const navigate = useNavigate();
  const toast = useToast();
  const format = useFormat();
  const dates = useOrderDateFormat();
  const { raw, id: orderId, valid } = useRouteId();
  const texts = useDetailsTexts('orders', raw);
  const query = useGetOrderQuery(orderId, { skip: !valid });
  const [deleteOrder] = useDeleteOrderMutation();
  const [confirming, setConfirming] = useState(false);
  const canUpdate = useCan('update', 'Ecommerce');

  const remove = async (order: Order) => {
    await deleteOrder(order.id).unwrap();
    toast({ severity: 'success', title: t('orders.delete.done', { number: order.order }) });
    void navigate(ORDER_LIST_PATH);
  };

  return (
    <DetailsPageFrame
      query={query}
      valid={valid}
      backTo={ORDER_LIST_PATH}
      texts={texts}
      notFoundIcon={<IconReceiptOff size={32} />}
      notFoundTestId="order-not-found"
      // The order screens have always shown no back link over "not found" and one beside the
      // title on error; the baselines keep that.
      notFoundBack="none"
      errorBack="actions"
      skeleton={
        <Stack gap={6}>
          <Skeleton variant="text" width="40%" height={40} />
          <Grid columns={{ xs: 1, md: 3 }} gap={6}>
            <Grid.Item span={{ xs: 1, md: 2 }}>
              <Skeleton variant="rounded" height={320} />
            </Grid.Item>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        </Stack>
      }
      header={(order) => ({
        title: t('orders.details.title', { number: order.order }),
        description: (
          <Stack as="span" direction="row" gap={2} align="center" wrap>
            <span>
              {t('orders.details.placed', {
                date: `${format.date(order.date)}, ${dates.time(order.time)}`,
              })}
            </span>
            <PaymentChip payment={order.payment} />
            <OrderStatusChip status={order.status} />
          </Stack>
        ),
        // Changing the status and deleting need `update` (the route lets readers in).
        actions: canUpdate ? (
          <Stack direction="row" gap={3} align="end" wrap>
            <OrderStatusSelect order={order} />
            <Button
              variant="tonal"
              color="error"
              startIcon={<IconTrash size={18} />}
              data-testid="order-delete"
              onClick={() => setConfirming(true)}
            >
              {t('orders.details.delete')}
            </Button>
          </Stack>
        ) : undefined,
      })}
    >
      {(order) => (
        <>
          <Grid columns={{ xs: 1, md: 3 }} gap={6}>
            <Grid.Item span={{ xs: 1, md: 2 }}>
              <Stack gap={6}>
                <OrderItemsCard order={order} />
                <OrderActivityCard order={order} />
              </Stack>
            </Grid.Item>
            <Stack gap={6}>
              <OrderCustomerCard order={order} />
              <OrderAddressCard order={order} kind="shipping" />
              <OrderAddressCard order={order} kind="billing" />
              <OrderPaymentCard order={order} />
            </Stack>
          </Grid>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('orders.delete.title', { number: order.order })}
            message={t('orders.delete.message')}
            confirmLabel={t('common.actions.delete')}
            cancelLabel={t('common.actions.cancel')}
            errorMessage={t('orders.delete.failed')}
            destructive
            onConfirm={() => remove(order)}
          />
        </>
      )}
    </DetailsPageFrame>
  );
}
