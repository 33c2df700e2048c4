import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useDirection } from '../i18n/use-direction.ts';
import {
  CalendarHeader,
  CalendarRoot,
  Day,
  Grid,
  MonthTitle,
  NavButton,
} from './calendar.styles.ts';
import {
  addDays,
  addMonths,
  firstDayOfWeek,
  formatLong,
  formatMonth,
  monthGrid,
  sameMonth,
  startOfMonth,
  startOfWeek,
  todayIso,
  toUtc,
  weekdayNames,
} from './date-utils.ts';

export interface CalendarProps {
  /** Any date in the month on show. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The date that holds keyboard focus (roving tabindex). */
  focused: string;
  onFocusedChange: (date: string) => void;
  isSelected: (date: string) => boolean;
  isInRange?: (date: string) => boolean;
  isDisabled: (date: string) => boolean;
  onSelect: (date: string) => void;
  /**
   * Focus the focused date on the first render (a popover opening); `false` for a calendar that
   * sits on a page and must not take the focus when the page loads.
   */
  autoFocus?: boolean;
}

/** A month grid following the ARIA date picker pattern; dates are ISO strings. */
export function Calendar({
  month,
  onMonthChange,
  focused,
  onFocusedChange,
  isSelected,
  isInRange,
  isDisabled,
  onSelect,
  autoFocus = true,
}: CalendarProps) {
  const { t, i18n } = useTranslation('ui');
  const dir = useDirection();
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  // Focus follows the keyboard (and the first render), not the month buttons.
  const moveFocus = useRef(autoFocus);
  const firstDay = firstDayOfWeek(i18n.language);
  const today = todayIso();
  const tabbable = sameMonth(focused, month) ? focused : startOfMonth(month);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const go = (date: string) => {
    moveFocus.current = true;
    onFocusedChange(date);
    if (!sameMonth(date, month)) onMonthChange(date);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? -1 : 1;
    const moves: Record<string, () => string> = {
      ArrowRight: () => addDays(focused, forward),
      ArrowLeft: () => addDays(focused, -forward),
      ArrowDown: () => addDays(focused, 7),
      ArrowUp: () => addDays(focused, -7),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      Home: () => startOfWeek(focused, firstDay),
      End: () => addDays(startOfWeek(focused, firstDay), 6),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      go(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!isDisabled(focused)) onSelect(focused);
    }
  };

  return (
    <CalendarRoot>
      <CalendarHeader>
        <NavButton
          type="button"
          aria-label={t('datePicker.previousMonth')}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <IconChevronLeft size={18} className="at-mirror-rtl" aria-hidden />
        </NavButton>
        <MonthTitle id={titleId} aria-live="polite">
          {formatMonth(month, i18n.language)}
        </MonthTitle>
        <NavButton
          type="button"
          aria-label={t('datePicker.nextMonth')}
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <IconChevronRight size={18} className="at-mirror-rtl" aria-hidden />
        </NavButton>
      </CalendarHeader>
      <Grid ref={gridRef} role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames(i18n.language, firstDay).map((d) => (
              <th key={d.long} scope="col" abbr={d.long}>
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, firstDay).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <Day
                  key={date}
                  role="gridcell"
                  data-date={date}
                  tabIndex={date === tabbable ? 0 : -1}
                  aria-selected={isSelected(date)}
                  aria-disabled={isDisabled(date) || undefined}
                  aria-current={date === today ? 'date' : undefined}
                  aria-label={formatLong(date, i18n.language)}
                  data-outside={!sameMonth(date, month) || undefined}
                  data-in-range={isInRange?.(date) || undefined}
                  onClick={() => {
                    onFocusedChange(date);
                    if (!isDisabled(date)) onSelect(date);
                  }}
                >
                  <span aria-hidden>{toUtc(date).getUTCDate()}</span>
                </Day>
              ))}
            </tr>
          ))}
        </tbody>
      </Grid>
    </CalendarRoot>
  );
}
