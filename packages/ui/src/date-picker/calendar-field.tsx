import * as Popover from '@radix-ui/react-popover';
import { IconCalendar } from '@tabler/icons-react';
import {
  forwardRef,
  useState,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';

import { AnchoredPopup } from '../field/anchored-popup.tsx';
import type { fieldAria } from '../field/use-field-ids.ts';
import { AdornmentButton, InputBox, StyledInput } from '../text-field/text-field.styles.ts';
import { Calendar, type CalendarProps } from './calendar.tsx';
import { CalendarPopover } from './date-picker.styles.ts';
import type { useDateText } from './use-date-text.ts';

type CalendarView = 'month' | 'onMonthChange' | 'focused' | 'onFocusedChange';

/** Open state of a date field's calendar; each opening starts on `start` (value or default month). */
export function useCalendarPopover(start: string) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(start);
  const [focused, setFocused] = useState(start);
  return {
    open,
    setOpen,
    onOpenChange: (next: boolean) => {
      if (next) {
        setMonth(start);
        setFocused(start);
      }
      setOpen(next);
    },
    view: { month, onMonthChange: setMonth, focused, onFocusedChange: setFocused },
  };
}

export interface CalendarFieldProps extends HTMLAttributes<HTMLDivElement> {
  state: ReturnType<typeof useCalendarPopover>;
  /** Names both the calendar button and the calendar dialog. */
  chooseLabel: string;
  /** The calendar button is off (disabled or read-only field). */
  locked: boolean | undefined;
  /** What the calendar marks and picks. */
  calendar: Omit<CalendarProps, CalendarView>;
  /** The text input(s) in the box, before the calendar button. */
  children: ReactNode;
}

/** The input box of a date field with its calendar button, and the calendar it opens. */
export const CalendarField = forwardRef<HTMLDivElement, CalendarFieldProps>(function CalendarField(
  { state, chooseLabel, locked, calendar, children, ...box },
  ref,
) {
  return (
    <AnchoredPopup
      open={state.open}
      onOpenChange={state.onOpenChange}
      box={
        <InputBox ref={ref} {...box}>
          {children}
          <Popover.Trigger asChild>
            <AdornmentButton type="button" aria-label={chooseLabel} disabled={locked}>
              <IconCalendar size={18} aria-hidden />
            </AdornmentButton>
          </Popover.Trigger>
        </InputBox>
      }
    >
      <CalendarPopover
        align="end"
        sideOffset={4}
        aria-label={chooseLabel}
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Calendar {...state.view} {...calendar} />
      </CalendarPopover>
    </AnchoredPopup>
  );
});

export interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> {
  /** The typed text, from `useDateText`. */
  date: ReturnType<typeof useDateText>;
  /** The wiring from `useField` that every input of the field shares. */
  field: {
    required: boolean | undefined;
    disabled: boolean | undefined;
    aria: ReturnType<typeof fieldAria>;
  };
  /** Alt+ArrowDown calls it, to open the calendar. */
  onOpenCalendar?: (() => void) | undefined;
}

/** A date's text input: a numeric keyboard, and read back as a date on blur or Enter. */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { date, field, onOpenCalendar, ...props },
  ref,
) {
  return (
    <StyledInput
      ref={ref}
      value={date.text}
      onChange={(event) => date.setText(event.target.value)}
      onBlur={date.commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') date.commit();
        if (event.key === 'ArrowDown' && event.altKey) onOpenCalendar?.();
      }}
      inputMode="numeric"
      autoComplete="off"
      required={field.required}
      disabled={field.disabled}
      {...field.aria}
      {...props}
    />
  );
});
