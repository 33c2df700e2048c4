import type { CalendarCategory, CalendarEvent, CalendarEventInput } from '@atrium/mocks/types';

/**
 * A cached list of events with one event's change merged in as the API will (SPEC §7: PUT merges;
 * `extendedProps` as a whole). An event moved to a calendar the list does not show leaves it.
 */
export function patchedEvents(
  events: readonly CalendarEvent[],
  id: number,
  changes: Partial<CalendarEventInput>,
  calendars: readonly CalendarCategory[],
): CalendarEvent[] {
  return events.flatMap((event) => {
    if (event.id !== id) return [event];
    const merged: CalendarEvent = { ...event, ...changes, id };
    return calendars.includes(merged.extendedProps.calendar) ? [merged] : [];
  });
}
