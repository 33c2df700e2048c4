import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../field/field.tsx';
import { useField, type LabelledFieldProps } from '../field/use-field.ts';
import { useControllableValue } from '../utils/use-controllable-value.ts';
import { CalendarField, DateInput, useCalendarPopover } from './calendar-field.tsx';
import { clampDate, formatShort, todayIso } from './date-utils.ts';
import { useDateText } from './use-date-text.ts';

export interface DateLimits {
  /** Earliest date that can be chosen, 'YYYY-MM-DD'. */
  min?: string;
  /** Latest date that can be chosen, 'YYYY-MM-DD'. */
  max?: string;
  /** Dates that cannot be chosen (holidays, closed days). */
  isDateDisabled?: (date: string) => boolean;
}

export interface DatePickerProps
  extends
    LabelledFieldProps,
    DateLimits,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'size' | 'min' | 'max' | 'type'
    > {
  /** The date, 'YYYY-MM-DD' ('' for none), controlled. */
  value?: string;
  /** The initial date (uncontrolled). */
  defaultValue?: string;
  /** Called with the new date, or '' when the field is emptied. */
  onValueChange?: (event: { value: string }) => void;
  /** Month shown when there is no value (defaults to today's). */
  defaultMonth?: string;
  /** Error message (or `true`); typed text that is not a date gets a translated message. */
  error?: ReactNode;
}

export const isOutside = (date: string, { min, max, isDateDisabled }: DateLimits) =>
  Boolean((min && date < min) || (max && date > max) || isDateDisabled?.(date));

/** A date field's or a date range field's value and calendar props; `V` is the value. */
interface CalendarValueProps<V> extends DateLimits {
  value?: V | undefined;
  defaultValue?: V | undefined;
  onValueChange?: ((event: { value: V }) => void) | undefined;
  defaultMonth?: string | undefined;
}

/**
 * The value of a date field or a date range field (uncontrolled from `empty`), its limits, and
 * its calendar popover, which opens on `startOf(value)`, else `defaultMonth`, else today, kept
 * within the limits. `rest` is the field's other props.
 */
export function useCalendarValue<V, P extends CalendarValueProps<V>>(
  props: P,
  empty: V,
  startOf: (value: V) => string,
) {
  const {
    value,
    defaultValue = empty,
    onValueChange,
    min,
    max,
    isDateDisabled,
    defaultMonth,
    ...rest
  } = props;
  const [current, change] = useControllableValue(value, defaultValue, onValueChange);
  const limits = { min, max, isDateDisabled };
  const popover = useCalendarPopover(
    clampDate(startOf(current) || defaultMonth || todayIso(), min, max),
  );
  return { current, change, limits, popover, rest };
}

/**
 * A date field: type the date (in the language's order) or pick it from a calendar popover
 * (arrows, PageUp/PageDown, Home/End, Enter, Escape). Values are ISO strings, free of time zones.
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
  { error, name, readOnly, ...all },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const { current, change, limits, popover, rest: props } = useCalendarValue(all, '', (v) => v);
  const { min, max } = limits;
  const date = useDateText(current, change);
  const outOfRange = current !== '' && isOutside(current, limits);
  const ownError = date.invalid
    ? t('datePicker.invalidDate')
    : outOfRange && min && max
      ? t('datePicker.outOfRange', {
          min: formatShort(min, i18n.language),
          max: formatShort(max, i18n.language),
        })
      : undefined;
  const field = useField({ ...props, error: error ?? ownError });

  return (
    <Field {...field.frame}>
      <CalendarField
        {...field.boxState(readOnly)}
        state={popover}
        chooseLabel={t('datePicker.chooseDate')}
        locked={field.disabled || readOnly}
        calendar={{
          isSelected: (d) => d === current,
          isDisabled: (d) => isOutside(d, limits),
          onSelect: (d) => {
            change(d);
            popover.setOpen(false);
          },
        }}
      >
        <DateInput
          ref={ref}
          id={field.ids.inputId}
          date={date}
          field={field}
          onOpenCalendar={readOnly ? undefined : () => popover.setOpen(true)}
          readOnly={readOnly}
          {...field.rest}
        />
      </CalendarField>
      {name && <input type="hidden" name={name} value={current} />}
    </Field>
  );
});
