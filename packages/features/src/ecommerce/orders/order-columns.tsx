import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { Order } from '@atrium/mocks/types';
import { createDataTableColumns, Stack, Typography } from '@atrium/ui';

import { IdentityCell, useFormat } from '../../shared/index.ts';
import { href } from '../routes.ts';
import { OrderStatusChip, PaymentChip, PaymentMethodCell } from './order-chips.tsx';
import { useOrderDateFormat } from './order-format.ts';

export const orderDetailsPath = (id: number): string => href('ecommerce.orderDetails', { id });

const column = createDataTableColumns<Order>();

/**
 * The order list's columns. Their ids are the fake API's sort keys (order, customers, date, status,
 * spent), so a header click asks the server for that sort; payment and method do not sort.
 */
export function useOrderColumns() {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  const dates = useOrderDateFormat();
  return useMemo(
    () => [
      column.accessor('order', {
        id: 'order',
        header: t('orders.columns.order'),
        cell: ({ row }) => (
          <Link to={orderDetailsPath(row.original.id)}>
            {t('orders.number', { number: row.original.order })}
          </Link>
        ),
      }),
      column.accessor('date', {
        id: 'date',
        header: t('orders.columns.date'),
        meta: { csv: (o: Order) => `${o.date} ${o.time}` },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Typography variant="body2" as="span">
              {format.date(row.original.date)}
            </Typography>
            <Typography variant="caption" color="secondary">
              {dates.time(row.original.time)}
            </Typography>
          </Stack>
        ),
      }),
      column.accessor('customer', {
        id: 'customers',
        header: t('orders.columns.customers'),
        meta: { csv: (o: Order) => `${o.customer} <${o.email}>` },
        cell: ({ row }) => (
          <IdentityCell
            image={row.original.avatar}
            name={row.original.customer}
            detail={row.original.email}
          />
        ),
      }),
      column.accessor('payment', {
        id: 'payment',
        header: t('orders.columns.payment'),
        enableSorting: false,
        meta: { csv: (o: Order) => t(`orders.payment.${o.payment}`) },
        cell: ({ row }) => <PaymentChip payment={row.original.payment} />,
      }),
      column.accessor('status', {
        id: 'status',
        header: t('orders.columns.status'),
        meta: { csv: (o: Order) => t(`orders.status.${o.status}`) },
        cell: ({ row }) => <OrderStatusChip status={row.original.status} />,
      }),
      column.accessor('method', {
        id: 'method',
        header: t('orders.columns.method'),
        enableSorting: false,
        meta: {
          csv: (o: Order) => `${t(`orders.method.${o.method}`)} ${o.methodNumber}`,
        },
        cell: ({ row }) => (
          <PaymentMethodCell
            method={row.original.method}
            methodNumber={row.original.methodNumber}
          />
        ),
      }),
      column.accessor('spent', {
        id: 'spent',
        header: t('orders.columns.spent'),
        meta: { align: 'end', csv: (o: Order) => o.spent.toFixed(2) },
        cell: ({ getValue }) => format.money(getValue()),
      }),
    ],
    [t, format, dates],
  );
}
