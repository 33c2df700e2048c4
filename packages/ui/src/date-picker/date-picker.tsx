import * as Popover from '@radix-ui/react-popover';
import { IconCalendar } from '@tabler/icons-react';
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Field } from '../field/field.tsx';
import type { FieldSize } from '../field/field.styles.ts';
import { fieldAria, hasError, useFieldIds } from '../field/use-field-ids.ts';
import { AdornmentButton, InputBox, StyledInput } from '../text-field/text-field.styles.ts';
import { Calendar } from './calendar.tsx';
import { CalendarPopover } from './date-picker.styles.ts';
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
    DateLimits,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'size' | 'min' | 'max' | 'type'
    > {
  /** The visible label. */
  label: ReactNode;
  /** The date, 'YYYY-MM-DD' ('' for none), controlled. */
  value?: string;
  /** The initial date (uncontrolled). */
  defaultValue?: string;
  /** Called with the new date, or '' when the field is emptied. */
  onValueChange?: (event: { value: string }) => void;
  /** Month shown when there is no value (defaults to today's). */
  defaultMonth?: string;
  /** A hint under the field. */
  helperText?: ReactNode;
  /** Error message (or `true`); typed text that is not a date gets a translated message. */
  error?: ReactNode;
  /** Height and font size. */
  size?: FieldSize;
}

export const isOutside = (date: string, { min, max, isDateDisabled }: DateLimits) =>
  Boolean((min && date < min) || (max && date > max) || isDateDisabled?.(date));

/**
 * A date field: type the date (in the language's order) or pick it from a calendar popover
 * (arrows, PageUp/PageDown, Home/End, Enter, Escape). Values are ISO strings, free of time zones.
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
  {
    label,
    value,
    defaultValue = '',
    onValueChange,
    min,
    max,
    isDateDisabled,
    defaultMonth,
    helperText,
    error,
    size = 'md',
    name,
    required,
    disabled,
    readOnly,
    id,
    className,
    style,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('ui');
  const ids = useFieldIds(id);
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const limits = { min, max, isDateDisabled };
  const start = clampDate(current || defaultMonth || todayIso(), min, max);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(start);
  const [focused, setFocused] = useState(start);
  const change = (next: string) => {
    setInner(next);
    onValueChange?.({ value: next });
  };
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
  const shownError = error ?? ownError;

  return (
    <Field
      ids={ids}
      label={label}
      helperText={helperText}
      error={shownError}
      required={required}
      disabled={disabled}
      size={size}
      className={className}
      style={style}
    >
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          if (next) {
            setMonth(start);
            setFocused(start);
          }
          setOpen(next);
        }}
      >
        <Popover.Anchor asChild>
          <InputBox
            data-invalid={hasError(shownError) || undefined}
            data-disabled={disabled || undefined}
            data-readonly={readOnly || undefined}
          >
            <StyledInput
              ref={ref}
              id={ids.inputId}
              value={date.text}
              onChange={(event) => date.setText(event.target.value)}
              onBlur={date.commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') date.commit();
                if (event.key === 'ArrowDown' && event.altKey && !readOnly) setOpen(true);
              }}
              inputMode="numeric"
              autoComplete="off"
              required={required}
              disabled={disabled}
              readOnly={readOnly}
              {...fieldAria({ ids, helperText, error: shownError, required })}
              {...rest}
            />
            <Popover.Trigger asChild>
              <AdornmentButton
                type="button"
                aria-label={t('datePicker.chooseDate')}
                disabled={disabled || readOnly}
              >
                <IconCalendar size={18} aria-hidden />
              </AdornmentButton>
            </Popover.Trigger>
          </InputBox>
        </Popover.Anchor>
        <Popover.Portal>
          <CalendarPopover
            align="end"
            sideOffset={4}
            aria-label={t('datePicker.chooseDate')}
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <Calendar
              month={month}
              onMonthChange={setMonth}
              focused={focused}
              onFocusedChange={setFocused}
              isSelected={(d) => d === current}
              isDisabled={(d) => isOutside(d, limits)}
              onSelect={(d) => {
                change(d);
                setOpen(false);
              }}
            />
          </CalendarPopover>
        </Popover.Portal>
      </Popover.Root>
      {name && <input type="hidden" name={name} value={current} />}
    </Field>
  );
});
