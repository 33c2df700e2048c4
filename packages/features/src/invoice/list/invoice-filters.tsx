import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateRangePicker, Select, type DateRange } from '@atrium/ui';
import { INVOICE_STATUSES } from '@atrium/mocks/values';

import { ListSearch, type TableUrlState } from '../../shared/index.ts';

/** Radix Select needs a non-empty value for "no filter". */
const ALL = 'all';

/** The issued-date filter's query parameter and its `start to end` form (packages/mocks/README.md). */
export const DATE_RANGE = 'selectedDateRange';
const SEPARATOR = ' to ';

export const rangeParam = ({ start, end }: DateRange) =>
  start && end ? `${start}${SEPARATOR}${end}` : '';

export function rangeOf(param: string): DateRange {
  const [start = '', end = ''] = param.split(SEPARATOR);
  return { start, end };
}

type InvoiceFiltersProps = Pick<
  TableUrlState,
  'state' | 'setSearch' | 'setFilter' | 'filterValue'
> & {
  /** Each keystroke's text, before the URL has it: the list asks the server at once. */
  onType?: (text: string) => void;
};

/** Search, status and the issued-date range; all of them live in the URL. */
export const InvoiceFilters = memo(function InvoiceFilters({
  state,
  setSearch,
  setFilter,
  filterValue,
  onType,
}: InvoiceFiltersProps) {
  const { t } = useTranslation('invoice');
  return (
    <>
      <ListSearch
        value={state.globalFilter}
        onSearch={setSearch}
        onType={onType}
        label={t('list.filters.search')}
        placeholder={t('list.filters.searchPlaceholder')}
        iconSize={16}
        data-testid="invoice-search"
      />
      <Select
        size="sm"
        label={t('list.filters.status')}
        data-testid="filter-status"
        options={[
          { value: ALL, label: t('list.filters.all') },
          ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(`common.statuses.${s}`) })),
        ]}
        value={filterValue('status') || ALL}
        onValueChange={({ value }) => setFilter('status', value === ALL ? '' : value)}
      />
      <IssuedRange
        label={t('list.filters.issued')}
        value={filterValue(DATE_RANGE)}
        onChange={(param) => setFilter(DATE_RANGE, param)}
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
