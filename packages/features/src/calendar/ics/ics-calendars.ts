import type { CalendarCategory } from '@atrium/mocks/types';

/**
 * The five calendars an event can be in, keyed by their lower-case names: a CATEGORIES value
 * from another app is matched case-insensitively. The `Record` makes the compiler list all five.
 */
const byLowerName: Record<Lowercase<CalendarCategory>, CalendarCategory> = {
  business: 'Business',
  holiday: 'Holiday',
  personal: 'Personal',
  family: 'Family',
  etc: 'ETC',
};

/** Where an event whose categories name none of the five goes. */
export const FALLBACK_CALENDAR: CalendarCategory = 'ETC';

const isKnown = (name: string): name is keyof typeof byLowerName => name in byLowerName;

/** The first of `categories` that names one of the calendars, or null. */
export function calendarOf(categories: readonly string[]): CalendarCategory | null {
  for (const category of categories) {
    const name = category.trim().toLowerCase();
    if (isKnown(name)) return byLowerName[name];
  }
  return null;
}
