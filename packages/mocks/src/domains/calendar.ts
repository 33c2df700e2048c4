import { nextId } from '../lib/ids.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { toParams, type QueryInput } from '../lib/query.ts';
import { isRecord } from '../lib/text.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type { CalendarCategory, CalendarEvent } from '../types/calendar.ts';
import { removeById, updateById } from '../lib/records.ts';

export const CALENDAR_CATEGORIES: readonly CalendarCategory[] = [
  'Business',
  'Holiday',
  'Personal',
  'Family',
  'ETC',
];

/** README "Errors" text of a calendar update or delete with an unknown id. */
export const CALENDAR_NOT_FOUND_TEXT = 'Something Went Wrong';

/**
 * GET /api/apps/calendar?calendars=A&calendars=B: events whose category is listed. No calendars
 * means no events. A comma-joined value ('A,B') is also accepted, as some clients send that.
 */
export function listEvents(events: readonly CalendarEvent[], query: QueryInput): CalendarEvent[] {
  const wanted = new Set(
    toParams(query)
      .getAll('calendars')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  );
  return events.filter((e) => wanted.has(e.extendedProps.calendar));
}

function readEvent(body: unknown, partial: boolean): Outcome<Partial<CalendarEvent>> {
  const reader = new BodyReader(body, partial);
  const title = reader.string('title', { max: 200 });
  const start = reader.date('start');
  const end = reader.date('end', { required: false });
  const allDay = reader.boolean('allDay', { required: false });
  const url = reader.string('url', { required: false, max: 500, allowEmpty: true });
  let extendedProps: CalendarEvent['extendedProps'] | undefined;
  const rawProps = reader.raw('extendedProps');
  if (rawProps !== undefined || !partial) {
    const calendar = isRecord(rawProps) ? rawProps.calendar : undefined;
    const match = CALENDAR_CATEGORIES.find(
      (c) => typeof calendar === 'string' && c.toLowerCase() === calendar.toLowerCase(),
    );
    if (!isRecord(rawProps) || !match)
      reader.fail(
        'extendedProps.calendar',
        `extendedProps.calendar must be one of: ${CALENDAR_CATEGORIES.join(', ')}.`,
      );
    else {
      const { location, description, guests } = rawProps;
      extendedProps = {
        calendar: match,
        ...(typeof location === 'string' ? { location } : {}),
        ...(typeof description === 'string' ? { description } : {}),
        ...(Array.isArray(guests) && guests.every((g) => typeof g === 'string') ? { guests } : {}),
      };
    }
  }
  if (start !== undefined && end !== undefined && Date.parse(end) < Date.parse(start))
    reader.fail('end', 'end must not be before start.');
  if (!reader.ok) return invalid(reader.errors);
  return success(defined({ title, start, end, allDay, url, extendedProps }));
}

/**
 * POST /api/apps/calendar: the new id is the last event's id plus one (README "Records and value
 * sets", "Seed").
 */
export function addEvent(events: CalendarEvent[], body: unknown): Outcome<CalendarEvent> {
  const read = readEvent(body, false);
  if (!read.ok) return read;
  const last = events[events.length - 1];
  const fields = read.value;
  const event: CalendarEvent = {
    // The last id, not the largest: that is the contract's rule. nextId guards an empty list or a
    // reordered one whose last id is already taken.
    id: last && !events.some((e) => e.id === last.id + 1) ? last.id + 1 : nextId(events),
    url: fields.url ?? '',
    title: fields.title ?? '',
    start: fields.start ?? '',
    end: fields.end ?? fields.start ?? '',
    allDay: fields.allDay ?? false,
    extendedProps: fields.extendedProps ?? { calendar: 'ETC' },
  };
  events.push(event);
  return success(event);
}

/** PUT /api/apps/calendar/{id}: merges the body (its id is ignored) into the event. */
export function updateEvent(
  events: CalendarEvent[],
  id: number | null,
  body: unknown,
): Outcome<CalendarEvent> {
  return updateById(events, id, CALENDAR_NOT_FOUND_TEXT, () => readEvent(body, true));
}

export function removeEvent(events: CalendarEvent[], id: number | null): boolean {
  return removeById(events, id);
}
