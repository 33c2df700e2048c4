import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { INVOICE_STATUSES } from '@atrium/mocks/values';

import {
  DateRangeFilter,
  FilterSelect,
  ListSearch,
  searchOf,
  type ListFiltersProps,
} from '../../shared/index.ts';

/** The issued-date filter's query parameter (`start to end`, packages/mocks/README.md). */
export const DATE_RANGE = 'selectedDateRange';

/** Search, status and the issued-date range; all of them live in the URL. */
export const InvoiceFilters = memo(function InvoiceFilters(filters: ListFiltersProps) {
  const { t } = useTranslation('invoice');
  return (
    <>
      <ListSearch
        {...searchOf(filters)}
        label={t('list.filters.search')}
        placeholder={t('list.filters.searchPlaceholder')}
        iconSize={16}
        data-testid="invoice-search"
      />
      <FilterSelect
        filters={filters}
        id="status"
        label={t('list.filters.status')}
        allLabel={t('list.filters.all')}
        options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`common.statuses.${s}`) }))}
      />
      <DateRangeFilter
        label={t('list.filters.issued')}
        data-testid="filter-issued"
        value={filters.filterValue(DATE_RANGE)}
        onChange={(param) => filters.setFilter(DATE_RANGE, param)}
      />
    </>
  );
});
