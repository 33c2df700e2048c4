import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { LabelledFieldProps } from '../field/use-field.ts';
import { useControllableValue } from '../utils/use-controllable-value.ts';
import { DatePicker, type DateLimits } from './date-picker.tsx';
import { Row } from './date-picker.styles.ts';
import { TimePicker } from './time-picker.tsx';

export interface DateTimePickerProps
  extends
    LabelledFieldProps,
    DateLimits,
    Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** Label of the date part; the time part is labelled "Time". */
  label: ReactNode;
  /** 'YYYY-MM-DDTHH:mm' (controlled); '' for none. */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with 'YYYY-MM-DDTHH:mm' once both parts are set, or '' when the date is emptied. */
  onValueChange?: (event: { value: string }) => void;
  /** Month shown when there is no value. */
  defaultMonth?: string;
  /** Minutes between time choices. */
  minuteStep?: number;
  /** A hint under the date. */
  helperText?: ReactNode;
  /** Error message (or `true`), shown under the date. */
  error?: ReactNode;
  /** Marks both parts required. */
  required?: boolean;
  /** Greys both parts out. */
  disabled?: boolean;
  /** Shows the value without letting it change. */
  readOnly?: boolean;
}

/** A date and a time side by side, joined into one local date-time string. */
export const DateTimePicker = forwardRef<HTMLDivElement, DateTimePickerProps>(
  function DateTimePicker(
    {
      label,
      value,
      defaultValue = '',
      onValueChange,
      min,
      max,
      isDateDisabled,
      defaultMonth,
      minuteStep,
      helperText,
      error,
      size = 'md',
      required,
      disabled,
      readOnly,
      ...rest
    },
    ref,
  ) {
    const { t } = useTranslation('ui');
    const [current, setCurrent] = useControllableValue(value, defaultValue, onValueChange);
    const [date = '', time = ''] = current.split('T');
    const change = (nextDate: string, nextTime: string) =>
      setCurrent(nextDate ? `${nextDate}T${nextTime || '00:00'}` : '');
    const common = { size, required, disabled, readOnly };
    return (
      <Row ref={ref} {...rest}>
        <DatePicker
          {...common}
          label={label}
          value={date}
          onValueChange={({ value: d }) => change(d, time)}
          min={min}
          max={max}
          isDateDisabled={isDateDisabled}
          defaultMonth={defaultMonth}
          helperText={helperText}
          error={error}
        />
        <TimePicker
          {...common}
          label={t('datePicker.time')}
          value={time}
          minuteStep={minuteStep}
          onValueChange={({ value: tm }) => change(date, tm)}
        />
      </Row>
    );
  },
);
