import type { CalendarCategory } from '@atrium/mocks/types';
import { theme, type ColorName, type PaletteColor } from '@atrium/ui';

/**
 * The one place that gives each calendar its colour (a theme palette, so mode, skin and primary
 * colour restyle it). A complete record: a calendar added to the type must be given a colour here.
 */
export const CALENDAR_COLORS: Readonly<Record<CalendarCategory, ColorName>> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'error',
  Family: 'warning',
  ETC: 'info',
};

/** The five calendars in the side pane's order (the record's, which is SPEC §3's). */
export const CALENDARS = Object.keys(CALENDAR_COLORS) as CalendarCategory[];

/** The theme palette of a calendar's events and checkbox. */
export const paletteOf = (calendar: CalendarCategory): PaletteColor =>
  theme.color[CALENDAR_COLORS[calendar]];

export const isCalendar = (value: string): value is CalendarCategory =>
  (CALENDARS as string[]).includes(value);
