import type { SalesPayment, SalesRow } from '@atrium/mocks/types';
import type { ColorName } from '@atrium/ui';

import { rangeOf, type ClientRowsOptions } from '../../shared/index.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A sale's `30 Apr 2025` as `2025-04-30` (sortable, and the date pickers' form); '' if unreadable. */
export function saleDay(text: string): string {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[2] ?? '') : -1;
  if (!match || month < 0) return '';
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
}

export const PAYMENT_STATUSES = [
  'Fully Paid',
  'Partially Paid',
  'Unpaid',
] as const satisfies readonly SalesPayment['receivedPaymentStatus'][];

/** Text keys of the payment statuses (packages/mocks/README.md "Records and value sets"). */
export const PAYMENT_KEYS = {
  'Fully Paid': 'paid',
  'Partially Paid': 'partial',
  Unpaid: 'unpaid',
} as const satisfies Record<SalesPayment['receivedPaymentStatus'], string>;

export const PAYMENT_COLORS: Record<SalesPayment['receivedPaymentStatus'], ColorName> = {
  'Fully Paid': 'success',
  'Partially Paid': 'warning',
  Unpaid: 'error',
};

export const ORDER_KEYS = {
  Completed: 'completed',
  Confirmed: 'confirmed',
  Cancelled: 'cancelled',
} as const satisfies Record<SalesPayment['status'], string>;

export const ORDER_COLORS: Record<SalesPayment['status'], ColorName> = {
  Completed: 'success',
  Confirmed: 'info',
  Cancelled: 'secondary',
};

/** The view's filters: their query parameters. */
export const SALES_FILTERS = ['product', 'buyer', 'payment', 'dates'] as const;

const containsCi = (text: string, part: string) =>
  text.toLocaleLowerCase().includes(part.trim().toLocaleLowerCase());

/** Search, filters and sort keys of the sales table, all in the browser. */
export const salesRowsOptions: ClientRowsOptions<SalesRow> = {
  searchText: (row) =>
    [row.product.name, row.product.brand, row.product.category, row.buyer.name, row.date].join(' '),
  filters: {
    product: (row, value) => row.product.name === value,
    buyer: (row, value) => containsCi(row.buyer.name, value),
    payment: (row, value) => row.payment.receivedPaymentStatus === value,
    dates: (row, value) => {
      const { start, end } = rangeOf(value);
      const day = saleDay(row.date);
      return day >= start && day <= end;
    },
  },
  sortKeys: {
    product: (row) => row.product.name,
    date: (row) => saleDay(row.date),
    buyer: (row) => row.buyer.name,
    total: (row) => row.payment.total,
    payment: (row) => row.payment.receivedPaymentStatus,
    status: (row) => row.payment.status,
  },
};

export const saleId = (row: SalesRow) => String(row.product.id);
