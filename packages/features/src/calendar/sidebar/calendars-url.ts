import type { CalendarCategory } from '@atrium/mocks/types';

import { CALENDARS, isCalendar } from '../calendar-colors.ts';

/** The query key of the checked calendars, repeated as the API's own (SPEC §7). */
export const CALENDARS_KEY = 'calendars';

/**
 * The checked calendars a URL names: all of them when the key is absent (a first visit), none when
 * it is there with no known calendar (`?calendars=`). Unknown names are dropped; the order is the
 * side pane's, so the same selection is always the same request.
 */
export function calendarsOf(params: URLSearchParams): CalendarCategory[] {
  if (!params.has(CALENDARS_KEY)) return [...CALENDARS];
  const named = new Set(params.getAll(CALENDARS_KEY));
  return CALENDARS.filter((calendar) => named.has(calendar));
}

/**
 * `params` with `selected` as the checked calendars, the other keys kept: every calendar drops the
 * key (the default view keeps a clean URL), none keeps it empty.
 */
export function withCalendars(
  params: URLSearchParams,
  selected: readonly CalendarCategory[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(CALENDARS_KEY);
  const chosen = CALENDARS.filter((calendar) => selected.includes(calendar));
  if (chosen.length === CALENDARS.length) return next;
  if (chosen.length === 0) next.append(CALENDARS_KEY, '');
  chosen.forEach((calendar) => next.append(CALENDARS_KEY, calendar));
  return next;
}

/** Ticks or unticks one calendar. */
export const toggled = (
  selected: readonly CalendarCategory[],
  calendar: string,
  checked: boolean,
): CalendarCategory[] => {
  if (!isCalendar(calendar)) return [...selected];
  const rest = selected.filter((c) => c !== calendar);
  return checked ? [...rest, calendar] : rest;
};
