import { IconArrowLeft, IconReceiptOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';

import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Grid,
  PageHeader,
  Skeleton,
  Stack,
  useToast,
} from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { useDeleteOrderMutation, useGetOrderQuery } from '../api/orders.ts';
import { OrderAddressCard } from './order-address-card.tsx';
import { OrderStatusChip, PaymentChip } from './order-chips.tsx';
import { useOrderDateFormat } from './order-format.ts';
import { OrderItemsCard } from './order-items-card.tsx';
import { OrderActivityCard, OrderCustomerCard, OrderPaymentCard } from './order-side-cards.tsx';
import { OrderStatusSelect } from './order-status-select.tsx';
import { href } from '../routes.ts';

export const ORDER_LIST_PATH = href('ecommerce.orderList');

function BackLink() {
  const { t } = useTranslation('ecommerce');
  return (
    <Button asChild variant="text" size="sm" startIcon={<IconArrowLeft size={16} />}>
      <Link to={ORDER_LIST_PATH}>{t('orders.details.back')}</Link>
    </Button>
  );
}

/** The back link above the title, kept at the start of the line (the header column stretches). */
function BackLinkRow() {
  return (
    <div>
      <BackLink />
    </div>
  );
}

function OrderNotFound({ id }: { id: string }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Stack gap={6}>
      <PageHeader title={t('orders.details.notFound.title')} />
      <EmptyState
        data-testid="order-not-found"
        icon={<IconReceiptOff size={32} />}
        title={t('orders.details.notFound.title')}
        description={t('orders.details.notFound.message', { id })}
        action={<BackLink />}
      />
    </Stack>
  );
}

/** `/apps/ecommerce/order/details/:id`: items, totals, customer, addresses, activity, status. */
export function OrderDetailsPage() {
  const { t } = useTranslation('ecommerce');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const format = useFormat();
  const dates = useOrderDateFormat();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const { data: order, error, isLoading, refetch } = useGetOrderQuery(orderId, { skip: !valid });
  const [deleteOrder] = useDeleteOrderMutation();
  const [confirming, setConfirming] = useState(false);

  if (!valid || (error && 'status' in error && error.status === 404))
    return <OrderNotFound id={id} />;
  if (error) {
    return (
      <Stack gap={6}>
        <PageHeader title={t('orders.title')} actions={<BackLink />} />
        <ErrorState message={t('orders.details.error')} onRetry={() => void refetch()} />
      </Stack>
    );
  }
  if (isLoading || !order) {
    return (
      <Skeleton.Group label={t('orders.details.loading')}>
        <Stack gap={6}>
          <Skeleton variant="text" width="40%" height={40} />
          <Grid columns={{ xs: 1, md: 3 }} gap={6}>
            <Grid.Item span={{ xs: 1, md: 2 }}>
              <Skeleton variant="rounded" height={320} />
            </Grid.Item>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        </Stack>
      </Skeleton.Group>
    );
  }

  const remove = async () => {
    await deleteOrder(order.id).unwrap();
    toast({ severity: 'success', title: t('orders.delete.done', { number: order.order }) });
    void navigate(ORDER_LIST_PATH);
  };

  return (
    <Stack gap={6}>
      <PageHeader
        title={t('orders.details.title', { number: order.order })}
        description={
          <Stack as="span" direction="row" gap={2} align="center" wrap>
            <span>
              {t('orders.details.placed', {
                date: `${format.date(order.date)}, ${dates.time(order.time)}`,
              })}
            </span>
            <PaymentChip payment={order.payment} />
            <OrderStatusChip status={order.status} />
          </Stack>
        }
        breadcrumbs={<BackLinkRow />}
        actions={
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
        }
      />
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
        onConfirm={remove}
      />
    </Stack>
  );
}
