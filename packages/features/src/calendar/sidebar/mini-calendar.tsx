import { useState } from 'react';

import { Calendar } from '@atrium/ui';

import { fromLocal, isoDay } from '../calendar-dates.ts';

export interface MiniCalendarProps {
  /** The day the main calendar is on: marked as chosen, and its month shown. */
  date: Date;
  /** A day picked (click, Enter or Space): the main calendar goes there. */
  onPick: (date: Date) => void;
}

const never = () => false;

/**
 * The side pane's month: the design system's calendar grid (arrows, Page Up/Down, Home/End), which
 * follows the main calendar and moves it.
 */
export function MiniCalendar({ date, onPick }: MiniCalendarProps) {
  const day = isoDay(date);
  const [shown, setShown] = useState({ for: day, month: day, focused: day });
  // The main calendar moved: show its month (state derived during render, React's pattern).
  if (shown.for !== day) setShown({ for: day, month: day, focused: day });
  return (
    <div data-testid="mini-calendar">
      <Calendar
        month={shown.month}
        onMonthChange={(month) => setShown((s) => ({ ...s, month }))}
        focused={shown.focused}
        onFocusedChange={(focused) => setShown((s) => ({ ...s, focused }))}
        isSelected={(d) => d === day}
        isDisabled={never}
        onSelect={(d) => onPick(fromLocal(d))}
        autoFocus={false}
      />
    </div>
  );
}
