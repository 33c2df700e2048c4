import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { SalesRow } from '@atrium/mocks/types';

import {
  DateRangeFilter,
  FilterSelect,
  ListSearch,
  type TableUrlState,
} from '../../shared/index.ts';

import { PAYMENT_KEYS, PAYMENT_STATUSES } from './sales-rows.ts';

/** Search, then the column filters: product, date range, buyer, payment status. */
export function SalesFilters({ view, rows }: { view: TableUrlState; rows: readonly SalesRow[] }) {
  const { t } = useTranslation('pages');
  const products = useMemo(
    () =>
      [...new Set(rows.map((row) => row.product.name))]
        .sort((a, b) => a.localeCompare(b))
        .map((name) => ({ value: name, label: name })),
    [rows],
  );
  return (
    <>
      <ListSearch
        value={view.state.globalFilter}
        onSearch={view.setSearch}
        label={t('dataTable.filters.search')}
        data-testid="sales-search"
      />
      <FilterSelect
        filters={view}
        id="product"
        label={t('dataTable.filters.product')}
        allLabel={t('dataTable.filters.all')}
        options={products}
      />
      <DateRangeFilter
        label={t('dataTable.filters.dates')}
        data-testid="filter-dates"
        value={view.filterValue('dates')}
        onChange={(param) => view.setFilter('dates', param)}
      />
      <ListSearch
        value={view.filterValue('buyer')}
        onSearch={(text) => view.setFilter('buyer', text)}
        label={t('dataTable.filters.buyer')}
        data-testid="filter-buyer"
      />
      <FilterSelect
        filters={view}
        id="payment"
        label={t('dataTable.filters.payment')}
        allLabel={t('dataTable.filters.all')}
        options={PAYMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`dataTable.payment.${PAYMENT_KEYS[status]}`),
        }))}
      />
    </>
  );
}
