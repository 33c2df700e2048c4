import type { CalendarEventInput } from '@atrium/mocks/types';

import { calendarOf, FALLBACK_CALENDAR } from './ics-calendars.ts';
import { ONE_DAY_MS, readDuration, readIcsDate, type IcsInstant } from './ics-dates.ts';
import { parseContentLine, unfoldLines, type ContentLine } from './ics-lines.ts';
import { splitTextList, unescapeText } from './ics-text.ts';

/** Why a line could not be read: a key of the `ics.problems` texts. */
export type IcsProblemReason =
  /** Not `NAME:value` (a broken fold, stray text). The line is ignored. */
  | 'unreadableLine'
  /** A VEVENT without DTSTART, or without a SUMMARY: the event is skipped. */
  | 'missingStart'
  | 'missingSummary'
  /** A DTSTART or DTEND that is no date, or a DURATION that is none: the event is skipped. */
  | 'badDate'
  | 'badDuration'
  /** A TZID Intl does not know (a Windows zone name): the event is skipped, never guessed. */
  | 'unknownZone'
  | 'endBeforeStart'
  /** RRULE or RDATE: only the first occurrence is imported. */
  | 'repeats'
  /** A URL that is not http(s): the event is imported without it. */
  | 'badUrl'
  /** The file ends inside a VEVENT (skipped) or before END:VCALENDAR. */
  | 'unclosedEvent'
  | 'unclosedCalendar';

export interface IcsProblem {
  /** The physical line (from 1) the problem is on; a folded line counts from its first line. */
  line: number;
  reason: IcsProblemReason;
  /** The text in question (the line, the date, the zone), shortened. */
  value?: string;
}

export interface IcsReadResult {
  /** The events to create, in the file's order. */
  events: CalendarEventInput[];
  /** What was skipped or changed, in line order. */
  problems: IcsProblem[];
}

/** The whole file is unusable: nothing may be imported from it. */
export class IcsFormatError extends Error {
  constructor(readonly reason: 'empty' | 'notCalendar') {
    super(reason === 'empty' ? 'The file is empty.' : 'The file is not an iCalendar (.ics) file.');
    this.name = 'IcsFormatError';
  }
}

interface Draft {
  line: number;
  skip: boolean;
  title?: string;
  start?: IcsInstant;
  end?: { at: IcsInstant; line: number };
  duration?: { ms: number; line: number };
  categories: string[];
  location?: string;
  description?: string;
  url?: string;
  guests: string[];
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A guest's name: CN, else the address of a `mailto:` URI, else an Atrium guest URN's name. */
function guestOf({ params, value }: ContentLine): string | null {
  const name = params.get('CN')?.[0]?.trim();
  if (name) return name;
  const uri = value.trim();
  if (/^mailto:/i.test(uri)) return uri.slice('mailto:'.length) || null;
  const urn = /^urn:atrium:guest:(.+)$/i.exec(uri);
  if (!urn?.[1]) return null;
  try {
    return decodeURIComponent(urn[1]);
  } catch {
    return urn[1];
  }
}

/** Reads the file's events. Throws IcsFormatError when it is not an iCalendar file at all. */
export function readIcs(text: string): IcsReadResult {
  const lines = unfoldLines(text.replace(/^\uFEFF/, ''));
  const first = lines[0];
  if (!first) throw new IcsFormatError('empty');
  const head = parseContentLine(first);
  if (head?.name !== 'BEGIN' || head.value.trim().toUpperCase() !== 'VCALENDAR') {
    throw new IcsFormatError('notCalendar');
  }

  const events: CalendarEventInput[] = [];
  const problems: IcsProblem[] = [];
  const problem = (line: number, reason: IcsProblemReason, value?: string) =>
    problems.push(value === undefined ? { line, reason } : { line, reason, value: shorten(value) });

  let inCalendar = false;
  let draft: Draft | null = null;
  /** Components being skipped (VTIMEZONE, VALARM, VTODO…): their names, innermost last. */
  const skipped: string[] = [];

  const readDate = (property: ContentLine): IcsInstant | null => {
    const read = readIcsDate(property.value, property.params);
    if (typeof read !== 'string') return read;
    problem(
      property.line,
      read,
      read === 'unknownZone' ? property.params.get('TZID')?.[0] : property.value,
    );
    return null;
  };

  const readProperty = (event: Draft, property: ContentLine) => {
    const { name, value, line } = property;
    switch (name) {
      case 'SUMMARY':
        event.title = unescapeText(value).trim();
        break;
      case 'DTSTART': {
        const start = readDate(property);
        if (start) event.start = start;
        else event.skip = true;
        break;
      }
      case 'DTEND': {
        const end = readDate(property);
        if (end) event.end = { at: end, line };
        else event.skip = true;
        break;
      }
      case 'DURATION': {
        const ms = readDuration(value);
        if (ms === null) {
          problem(line, 'badDuration', value);
          event.skip = true;
        } else event.duration = { ms, line };
        break;
      }
      case 'CATEGORIES':
        event.categories.push(...splitTextList(value));
        break;
      case 'LOCATION':
        event.location = unescapeText(value).trim();
        break;
      case 'DESCRIPTION':
        event.description = unescapeText(value);
        break;
      case 'URL':
        if (isWebUrl(value.trim())) event.url = value.trim();
        else problem(line, 'badUrl', value);
        break;
      case 'ATTENDEE': {
        const guest = guestOf(property);
        if (guest && !event.guests.includes(guest)) event.guests.push(guest);
        break;
      }
      case 'RRULE':
      case 'RDATE':
        problem(line, 'repeats', value);
        break;
      default:
      // Other properties (UID, DTSTAMP, STATUS, X-…) carry nothing an event here can hold.
    }
  };

  const finish = (event: Draft) => {
    if (!event.title) problem(event.line, 'missingSummary');
    if (!event.start && !event.skip) problem(event.line, 'missingStart');
    const { start, title } = event;
    if (event.skip || !start || !title) return;
    let endTime = start.time;
    let endLine = event.line;
    if (event.end) {
      endTime = event.end.at.time;
      endLine = event.end.line;
    } else if (event.duration) {
      endTime = start.time + event.duration.ms;
      endLine = event.duration.line;
    }
    if (endTime < start.time) {
      problem(endLine, 'endBeforeStart');
      return;
    }
    // An all-day event lasts at least its day (RFC 5545 §3.6.1: no DTEND means one day).
    if (start.allDay) endTime = Math.max(endTime, start.time + ONE_DAY_MS);
    events.push({
      url: event.url ?? '',
      title,
      start: new Date(start.time).toISOString(),
      end: new Date(endTime).toISOString(),
      allDay: start.allDay,
      extendedProps: {
        calendar: calendarOf(event.categories) ?? FALLBACK_CALENDAR,
        ...(event.location ? { location: event.location } : {}),
        ...(event.description ? { description: event.description } : {}),
        ...(event.guests.length ? { guests: event.guests } : {}),
      },
    });
  };

  for (const line of lines) {
    const property = parseContentLine(line);
    if (!property) {
      problem(line.line, 'unreadableLine', line.text);
      continue;
    }
    const component = property.value.trim().toUpperCase();
    if (skipped.length) {
      if (property.name === 'BEGIN') skipped.push(component);
      else if (property.name === 'END' && component === skipped[skipped.length - 1]) skipped.pop();
    } else if (property.name === 'BEGIN') {
      if (component === 'VCALENDAR' && !inCalendar) inCalendar = true;
      else if (component === 'VEVENT' && inCalendar && !draft) {
        draft = { line: property.line, skip: false, categories: [], guests: [] };
      } else skipped.push(component);
    } else if (property.name === 'END') {
      if (component === 'VEVENT' && draft) {
        finish(draft);
        draft = null;
      } else if (component === 'VCALENDAR' && !draft) inCalendar = false;
    } else if (draft) readProperty(draft, property);
  }
  const last = lines[lines.length - 1]?.line ?? 1;
  if (draft) problem(draft.line, 'unclosedEvent');
  if (inCalendar || draft) problem(last, 'unclosedCalendar');
  problems.sort((a, b) => a.line - b.line);
  return { events, problems };
}
