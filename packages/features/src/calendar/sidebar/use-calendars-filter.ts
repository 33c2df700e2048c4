import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { CalendarCategory } from '@atrium/mocks/types';

import { CALENDARS } from '../calendar-colors.ts';
import { calendarsOf, toggled, withCalendars } from './calendars-url.ts';

export interface CalendarsFilter {
  /** The checked calendars, in the side pane's order. */
  selected: CalendarCategory[];
  /** Ticks or unticks one calendar. */
  toggle: (calendar: CalendarCategory, checked: boolean) => void;
  /** "View all": every calendar, or none. */
  setAll: (checked: boolean) => void;
}

/**
 * The checked calendars, held in the URL's repeated `calendars` query: each change is a history
 * entry, so reload and Back restore the view.
 */
export function useCalendarsFilter(): CalendarsFilter {
  const [params, setParams] = useSearchParams();
  // Router keeps `params` while the query string stays: the events query keeps its argument.
  const selected = useMemo(() => calendarsOf(params), [params]);
  return {
    selected,
    toggle: (calendar, checked) =>
      setParams((current) =>
        withCalendars(current, toggled(calendarsOf(current), calendar, checked)),
      ),
    setAll: (checked) => setParams((current) => withCalendars(current, checked ? CALENDARS : [])),
  };
}
