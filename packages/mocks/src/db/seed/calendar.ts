import { addDays, addMinutes, startOfDay } from '../../lib/dates.ts';
import type { CalendarCategory, CalendarEvent } from '../../types/calendar.ts';

/** title, category, day offset from today, start hour (null = all day), length in hours. */
const EVENTS: readonly (readonly [string, CalendarCategory, number, number | null, number])[] = [
  ['Design Review', 'Business', 0, 10, 1],
  ['Meeting With Client', 'Business', 1, 14, 1.5],
  ['Family Trip', 'Family', 5, null, 48],
  ["Doctor's Appointment", 'Personal', -2, 9, 1],
  ['Dart Game?', 'ETC', 3, 19, 2],
  ['Public Holiday', 'Holiday', 9, null, 24],
  ['Quarterly Planning', 'Business', -6, 13, 3],
  ['Monthly Team Lunch', 'Personal', 7, 12, 1.5],
  ['Product Launch', 'Business', 12, null, 24],
  ['Yoga Class', 'Personal', -1, 18, 1],
];

/**
 * The 10 sample events (README "Seed") placed around the clock's today, so the calendar looks
 * current.
 */
export function seedCalendarEvents(now: Date): CalendarEvent[] {
  const today = startOfDay(now);
  return EVENTS.map(([title, calendar, dayOffset, hour, hours], index) => {
    const day = addDays(today, dayOffset);
    const start = hour === null ? day : addMinutes(day, hour * 60);
    return {
      id: index + 1,
      url: '',
      title,
      start: start.toISOString(),
      end: addMinutes(start, hours * 60).toISOString(),
      allDay: hour === null,
      extendedProps: { calendar },
    };
  });
}
