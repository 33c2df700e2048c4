import type { TFunction } from 'i18next';
import { z } from 'zod';

import type { CalendarCategory, CalendarEvent, CalendarEventInput } from '@atrium/mocks/types';

import { CALENDARS } from '../calendar-colors.ts';
import { fromLocal, isoDay, localDateTime } from '../calendar-dates.ts';
import { addDays, type EventSpan } from '../keyboard/event-keys.ts';

/**
 * What the drawer edits. Dates are local `YYYY-MM-DDTHH:mm`; an all-day event's end is its last
 * day (inclusive), where the API and FullCalendar keep the day after (exclusive).
 */
export interface EventFormValues {
  title: string;
  calendar: CalendarCategory;
  start: string;
  end: string;
  allDay: boolean;
  url: string;
  guests: string[];
  location: string;
  description: string;
}

/** The fake API's caps (packages/mocks/src/domains/calendar.ts, readEvent). */
const MAX = { title: 200, url: 500 } as const;
/** Ours: a location is a line, a description a few paragraphs. */
const MAX_OWN = { location: 200, description: 2000 } as const;

const isDateTime = (value: string) => !Number.isNaN(fromLocal(value).getTime());

/** The drawer's checks, in the language of the moment (`t`). End not before start, said at the end. */
export function eventSchema(t: TFunction<'calendar'>) {
  const tooLong = (max: number) => t('drawer.errors.tooLong', { max });
  const when = z
    .string()
    .min(1, t('drawer.errors.dateRequired'))
    .refine(isDateTime, t('drawer.errors.dateInvalid'));
  return z
    .object({
      title: z
        .string()
        .trim()
        .min(1, t('drawer.errors.titleRequired'))
        .max(MAX.title, tooLong(MAX.title)),
      calendar: z.enum(CALENDARS as [CalendarCategory, ...CalendarCategory[]]),
      start: when,
      end: when,
      allDay: z.boolean(),
      url: z
        .string()
        .trim()
        .max(MAX.url, tooLong(MAX.url))
        .refine((url) => url === '' || isWebAddress(url), t('drawer.errors.urlInvalid')),
      guests: z.array(z.string()),
      location: z.string().trim().max(MAX_OWN.location, tooLong(MAX_OWN.location)),
      description: z.string().trim().max(MAX_OWN.description, tooLong(MAX_OWN.description)),
    })
    .refine((values) => !endsBeforeStart(values), {
      path: ['end'],
      message: t('drawer.errors.endBeforeStart'),
    }) satisfies z.ZodType<EventFormValues>;
}

/** An http(s) address a browser can open (a bare word or `javascript:` is not one). */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** All day: the last day before the first; timed: the end before the start (equal is allowed). */
export function endsBeforeStart({
  start,
  end,
  allDay,
}: Pick<EventFormValues, 'start' | 'end' | 'allDay'>) {
  if (!isDateTime(start) || !isDateTime(end)) return false;
  return allDay ? end.slice(0, 10) < start.slice(0, 10) : fromLocal(end) < fromLocal(start);
}

/** The form for an event being edited. */
export function formValuesOf(event: CalendarEvent): EventFormValues {
  const start = new Date(event.start);
  const end = new Date(event.end || event.start);
  return {
    title: event.title,
    calendar: event.extendedProps.calendar,
    start: localDateTime(start),
    // The API's all-day end is the day after; the form shows the last day (never before the first).
    end: localDateTime(event.allDay && end > start ? addDays(end, -1) : end),
    allDay: event.allDay,
    url: event.url,
    guests: event.extendedProps.guests ?? [],
    location: event.extendedProps.location ?? '',
    description: event.extendedProps.description ?? '',
  };
}

/** The form for a new event over `span` (a clicked day, a selected range, `n`, "Add event"). */
export function draftValuesOf(span: EventSpan, calendar: CalendarCategory): EventFormValues {
  const lastDay = span.end > span.start ? addDays(span.end, -1) : span.start;
  return {
    title: '',
    calendar,
    start: localDateTime(span.start),
    end: localDateTime(span.allDay ? lastDay : span.end),
    allDay: span.allDay,
    url: '',
    guests: [],
    location: '',
    description: '',
  };
}

/** The body the API takes (POST, or PUT merging every field), from valid form values. */
export function eventInputOf(values: EventFormValues): CalendarEventInput {
  const start = fromLocal(values.allDay ? isoDay(fromLocal(values.start)) : values.start);
  const end = values.allDay
    ? addDays(fromLocal(isoDay(fromLocal(values.end))), 1)
    : fromLocal(values.end);
  return {
    title: values.title,
    url: values.url,
    start: start.toISOString(),
    end: end.toISOString(),
    allDay: values.allDay,
    extendedProps: {
      calendar: values.calendar,
      guests: values.guests,
      location: values.location,
      description: values.description,
    },
  };
}
