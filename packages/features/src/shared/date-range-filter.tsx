import { useState } from 'react';

import { DateRangePicker, type DateRange } from '@atrium/ui';

const SEPARATOR = ' to ';

/** A whole range as one query parameter, `start to end` (packages/mocks/README.md); '' for none. */
export const rangeParam = ({ start, end }: DateRange) =>
  start && end ? `${start}${SEPARATOR}${end}` : '';

export function rangeOf(param: string): DateRange {
  const [start = '', end = ''] = param.split(SEPARATOR);
  return { start, end };
}

export interface DateRangeFilterProps {
  label: string;
  /** The filter's parameter (`rangeParam`), '' when unset. */
  value: string;
  onChange: (param: string) => void;
  'data-testid'?: string;
}

/**
 * A list's date-range filter. Only a whole range (or none) reaches the URL; a start picked alone
 * waits here for its end, and a range from elsewhere (back, clear filters) replaces it.
 */
export function DateRangeFilter({ label, value, onChange, ...rest }: DateRangeFilterProps) {
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
      data-testid={rest['data-testid']}
      value={range}
      onValueChange={({ value: next }) => {
        setRange(next);
        const param = rangeParam(next);
        if (param || (!next.start && !next.end)) onChange(param);
      }}
    />
  );
}
