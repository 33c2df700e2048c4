import type { TFunction } from 'i18next';

import type { SalesRow } from '@atrium/mocks/types';
import { createDataTableColumns, VisuallyHidden } from '@atrium/ui';

import { IdentityCell, TonalChip, useColumns, type Formatters } from '../../shared/index.ts';

import { ExpandToggle } from './sales-expansion.tsx';
import {
  ORDER_COLORS,
  ORDER_KEYS,
  PAYMENT_COLORS,
  PAYMENT_KEYS,
  saleDay,
  saleId,
} from './sales-rows.ts';

const column = createDataTableColumns<SalesRow>();

/** The sales table's columns; the sortable ones' ids are the sort keys of `salesRowsOptions`. */
const salesColumns = (t: TFunction<'pages'>, format: Formatters) => [
  column.display({
    id: 'expand',
    header: () => <VisuallyHidden>{t('dataTable.columns.details')}</VisuallyHidden>,
    meta: { label: t('dataTable.columns.details') },
    enableHiding: false,
    cell: ({ row }) => <ExpandToggle id={saleId(row.original)} name={row.original.product.name} />,
  }),
  column.accessor((row) => row.product.name, {
    id: 'product',
    header: t('dataTable.columns.product'),
    meta: { csv: (row: SalesRow) => row.product.name },
    cell: ({ row }) => (
      <IdentityCell
        kind="product"
        image={row.original.product.image}
        name={row.original.product.name}
        detail={row.original.product.brand}
        strong
        minInlineSize={220}
      />
    ),
  }),
  column.accessor('date', {
    id: 'date',
    header: t('dataTable.columns.date'),
    meta: { csv: (row: SalesRow) => saleDay(row.date) },
    cell: ({ getValue }) => format.date(saleDay(getValue())),
  }),
  column.accessor((row) => row.buyer.name, {
    id: 'buyer',
    header: t('dataTable.columns.buyer'),
    cell: ({ row }) => (
      <IdentityCell
        image={row.original.buyer.avatar}
        name={row.original.buyer.name}
        detail={null}
        minInlineSize={180}
      />
    ),
  }),
  column.accessor((row) => row.payment.total, {
    id: 'total',
    header: t('dataTable.columns.total'),
    meta: { align: 'end', csv: (row: SalesRow) => row.payment.total.toFixed(2) },
    cell: ({ getValue }) => format.money(getValue()),
  }),
  column.accessor((row) => row.payment.receivedPaymentStatus, {
    id: 'payment',
    header: t('dataTable.columns.payment'),
    meta: {
      csv: (row: SalesRow) =>
        t(`dataTable.payment.${PAYMENT_KEYS[row.payment.receivedPaymentStatus]}`),
    },
    cell: ({ getValue }) => (
      <TonalChip
        color={PAYMENT_COLORS[getValue()]}
        label={t(`dataTable.payment.${PAYMENT_KEYS[getValue()]}`)}
      />
    ),
  }),
  column.accessor((row) => row.payment.status, {
    id: 'status',
    header: t('dataTable.columns.status'),
    meta: { csv: (row: SalesRow) => t(`dataTable.order.${ORDER_KEYS[row.payment.status]}`) },
    cell: ({ getValue }) => (
      <TonalChip
        color={ORDER_COLORS[getValue()]}
        label={t(`dataTable.order.${ORDER_KEYS[getValue()]}`)}
      />
    ),
  }),
];

export const useSalesColumns = () => useColumns('pages', salesColumns);
