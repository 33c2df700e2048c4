import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateRangePicker, type DateRange } from '@atrium/ui';
import { INVOICE_STATUSES } from '@atrium/mocks/values';

import { FilterSelect, ListSearch, searchOf, type ListFiltersProps } from '../../shared/index.ts';

/** The issued-date filter's query parameter and its `start to end` form (packages/mocks/README.md). */
export const DATE_RANGE = 'selectedDateRange';
const SEPARATOR = ' to ';

export const rangeParam = ({ start, end }: DateRange) =>
  start && end ? `${start}${SEPARATOR}${end}` : '';

export function rangeOf(param: string): DateRange {
  const [start = '', end = ''] = param.split(SEPARATOR);
  return { start, end };
}

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
      <IssuedRange
        label={t('list.filters.issued')}
        value={filters.filterValue(DATE_RANGE)}
        onChange={(param) => filters.setFilter(DATE_RANGE, param)}
      />
    </>
  );
});

/**
 * The issued-date range. Only a whole range (or none) reaches the URL; a start picked alone
 * waits here for its end, and a range from elsewhere (back, clear filters) replaces it.
 */
function IssuedRange({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (param: string) => void;
}) {
  const [range, setRange] = useState(() => rangeOf(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    // Adjusting state while rendering (React docs) rather than in an effect: no stale frame.
    setLastValue(value);
    setRange(rangeOf(value));
  }
  return (
    <DateRangePicker
      size="sm"
      label={label}
      data-testid="filter-issued"
      value={range}
      onValueChange={({ value: next }) => {
        setRange(next);
        const param = rangeParam(next);
        if (param || (!next.start && !next.end)) onChange(param);
      }}
    />
  );
}
