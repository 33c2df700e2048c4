import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';

import { createDataTableColumns } from '@atrium/ui';
import type { Invoice } from '@atrium/mocks/types';

import { IdentityCell, TonalChip, useColumns, type Formatters } from '../../shared/index.ts';
import { shownStatus } from '../invoice-status.ts';
import { href } from '../routes.ts';
import { InvoiceStatusIcon } from './invoice-status-icon.tsx';

const column = createDataTableColumns<Invoice>();

/** Money in the file as a plain number, so a spreadsheet can add the column up. */
const amount = (value: number) => value.toFixed(2);

/**
 * A zero balance is settled ("Paid"); a negative one is money owed to the client, a credit: paid
 * in full and more (packages/mocks/README.md, Invoice extensions: Summary), so it has Paid's colour.
 */
function BalanceCell({ balance, t, format }: { balance: number } & ColumnTools) {
  if (balance === 0) return <TonalChip color="success" label={t('list.balance.paid')} />;
  if (balance < 0) {
    return (
      <TonalChip
        color="success"
        label={t('list.balance.credit', { amount: format.money(-balance) })}
      />
    );
  }
  return format.money(balance);
}

interface ColumnTools {
  t: TFunction<'invoice'>;
  format: Formatters;
}

/**
 * The invoice list's columns. Their ids are the fake API's sort keys (id, client, total, date,
 * balance; packages/mocks/README.md, Calls), so a header click sorts on the server; the status
 * icon does not sort.
 */
const invoiceColumns = (t: TFunction<'invoice'>, format: Formatters) => [
  column.accessor('id', {
    id: 'id',
    header: t('list.columns.id'),
    cell: ({ getValue }) => (
      <Link to={href('invoice.preview', { id: getValue() })}>
        {t('list.number', { id: getValue() })}
      </Link>
    ),
  }),
  column.accessor('invoiceStatus', {
    id: 'status',
    header: t('list.columns.status'),
    enableSorting: false,
    meta: { csv: (i: Invoice) => t(`common.statuses.${shownStatus(i)}`) },
    cell: ({ row }) => <InvoiceStatusIcon invoice={row.original} />,
  }),
  column.accessor((i) => i.client.name, {
    id: 'client',
    header: t('list.columns.client'),
    meta: { csv: (i: Invoice) => `${i.client.name} <${i.client.companyEmail}>` },
    cell: ({ row }) => (
      <IdentityCell
        image={row.original.avatar || undefined}
        name={row.original.client.name}
        detail={row.original.client.companyEmail}
        minInlineSize={200}
        // A reading measure, not a token: long names and emails end in an ellipsis (in full on
        // hover), and on a phone the column leaves room for the others.
        maxInlineSize="min(18rem, 45vw)"
      />
    ),
  }),
  column.accessor('total', {
    id: 'total',
    header: t('list.columns.total'),
    meta: { align: 'end', csv: (i: Invoice) => amount(i.total) },
    cell: ({ getValue }) => format.money(getValue()),
  }),
  column.accessor('issuedDate', {
    id: 'date',
    header: t('list.columns.issued'),
    cell: ({ getValue }) => format.date(getValue()),
  }),
  column.accessor('balance', {
    id: 'balance',
    header: t('list.columns.balance'),
    meta: { align: 'end', csv: (i: Invoice) => amount(i.balance) },
    cell: ({ getValue }) => <BalanceCell balance={getValue()} t={t} format={format} />,
  }),
];

export const useInvoiceColumns = () => useColumns('invoice', invoiceColumns);
