import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../field/field.tsx';
import { useField, type LabelledFieldProps } from '../field/use-field.ts';
import { CalendarField, DateInput } from './calendar-field.tsx';
import { isOutside, useCalendarValue, type DateLimits } from './date-picker.tsx';
import { RangeSeparator } from './date-picker.styles.ts';
import { useDateText } from './use-date-text.ts';

export interface DateRange {
  /** First day, 'YYYY-MM-DD' ('' for none). */
  start: string;
  /** Last day, 'YYYY-MM-DD' ('' for none). */
  end: string;
}

export interface DateRangePickerProps
  extends
    LabelledFieldProps,
    DateLimits,
    Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The range (controlled). */
  value?: DateRange;
  /** The initial range (uncontrolled). */
  defaultValue?: DateRange;
  /** Called with the new range; `end` is '' while only the start is picked. */
  onValueChange?: (event: { value: DateRange }) => void;
  /** Month shown when there is no value (defaults to today's). */
  defaultMonth?: string;
  /** Marks the field required. */
  required?: boolean;
  /** Greys the field out. */
  disabled?: boolean;
  /** Shows the range without letting it change. */
  readOnly?: boolean;
}

const empty: DateRange = { start: '', end: '' };

/**
 * Two dates (start and end) typed or picked in one calendar: the first click sets the start,
 * the second the end. The ref is the group around both inputs.
 */
export const DateRangePicker = forwardRef<HTMLDivElement, DateRangePickerProps>(
  function DateRangePicker({ error, readOnly, ...all }, ref) {
    const { t } = useTranslation('ui');
    const {
      current: range,
      change,
      limits,
      popover,
      rest: props,
    } = useCalendarValue(all, empty, (r) => r.start);
    const startText = useDateText(range.start, (s) => change({ ...range, start: s }));
    const endText = useDateText(range.end, (e) => change({ ...range, end: e }));
    const field = useField(
      {
        ...props,
        error:
          error ?? (startText.invalid || endText.invalid ? t('datePicker.invalidDate') : undefined),
      },
      { labelAs: 'span' },
    );
    const { ids } = field;
    const pick = (d: string) => {
      if (!range.start || range.end || d < range.start) change({ start: d, end: '' });
      else {
        change({ start: range.start, end: d });
        popover.setOpen(false);
      }
    };
    const input = (which: 'start' | 'end') => (
      <DateInput
        id={which === 'start' ? ids.inputId : `${ids.inputId}-end`}
        aria-label={t(which === 'start' ? 'datePicker.start' : 'datePicker.end')}
        date={which === 'start' ? startText : endText}
        field={field}
        readOnly={readOnly}
      />
    );

    return (
      <Field {...field.frame}>
        <CalendarField
          ref={ref}
          role="group"
          aria-labelledby={ids.labelId}
          {...field.boxState(readOnly)}
          {...field.rest}
          state={popover}
          chooseLabel={t('datePicker.chooseDates')}
          locked={field.disabled || readOnly}
          calendar={{
            isSelected: (d) => d === range.start || d === range.end,
            isInRange: (d) => Boolean(range.start && range.end && d > range.start && d < range.end),
            isDisabled: (d) => isOutside(d, limits),
            onSelect: pick,
          }}
        >
          {input('start')}
          <RangeSeparator aria-hidden>–</RangeSeparator>
          {input('end')}
        </CalendarField>
      </Field>
    );
  },
);
