import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { Customer } from '@atrium/mocks/types';
import { createDataTableColumns, Flag, Stack } from '@atrium/ui';

import { IdentityCell, useFormat } from '../../shared/index.ts';
import { href } from '../routes.ts';

export const customerDetailsPath = (customerId: number, tab?: string): string =>
  href('ecommerce.customerDetails', tab ? { id: customerId, tab } : { id: customerId });

/**
 * A country with its flag (an SVG the fake API serves; decorative). The name is the API's English
 * one, shown in the current language when the browser knows the ISO code.
 */
export function CountryCell({
  country,
  code,
  flag,
}: {
  country: string;
  code: string;
  flag: string;
}) {
  const { i18n } = useTranslation();
  const name = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code.toUpperCase());
    } catch {
      return undefined;
    }
  }, [i18n.language, code]);
  return (
    <Stack direction="row" gap={2} align="center">
      <Flag src={flag} alt="" width={22} height={16} />
      <span>{name ?? country}</span>
    </Stack>
  );
}

const column = createDataTableColumns<Customer>();

/** The customer list's columns; ids are the fake API's sort keys. */
export function useCustomerColumns() {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('customer', {
        id: 'customer',
        header: t('customers.columns.customer'),
        meta: { csv: (c: Customer) => `${c.customer} <${c.email}>` },
        cell: ({ row }) => (
          <IdentityCell
            image={row.original.avatar}
            name={row.original.customer}
            detail={row.original.email}
            title={
              <Link to={customerDetailsPath(row.original.customerId)}>{row.original.customer}</Link>
            }
          />
        ),
      }),
      column.accessor('customerId', {
        id: 'customerId',
        header: t('customers.columns.customerId'),
        cell: ({ getValue }) => t('customers.customerId', { id: getValue() }),
      }),
      column.accessor('country', {
        id: 'country',
        header: t('customers.columns.country'),
        cell: ({ row }) => (
          <CountryCell
            country={row.original.country}
            code={row.original.countryCode}
            flag={row.original.countryFlag}
          />
        ),
      }),
      column.accessor('order', {
        id: 'orders',
        header: t('customers.columns.orders'),
        meta: { align: 'end' },
        cell: ({ getValue }) => format.number(getValue()),
      }),
      column.accessor('totalSpent', {
        id: 'totalSpent',
        header: t('customers.columns.totalSpent'),
        meta: { align: 'end', csv: (c: Customer) => c.totalSpent.toFixed(2) },
        cell: ({ getValue }) => format.money(getValue()),
      }),
    ],
    [t, format],
  );
}
