import type { CalendarEvent } from '@atrium/mocks/types';

import { allDayRange, utcStamp } from './ics-dates.ts';
import { contentLine } from './ics-lines.ts';
import { escapeText } from './ics-text.ts';

export interface WriteIcsOptions {
  /** DTSTAMP of every event: when the file was made. Passed in so the output is reproducible. */
  now: Date;
}

/** `-//<company>//<product>//<language>` (RFC 5545 §3.7.3). */
export const ICS_PRODUCT_ID = '-//Atrium//Calendar//EN';

/** The UID of an event: stable, so importing an export again elsewhere updates instead of doubling. */
export const icsUid = (id: number): string => `atrium-calendar-${id}@atrium`;

/**
 * ATTENDEE needs a URI and a guest is only a name here, so the name is written as a URN
 * (`urn:atrium:guest:Sara%20Smith`) with the name itself in CN.
 */
const guestUri = (name: string) => `urn:atrium:guest:${encodeURIComponent(name)}`;

function instant(value: string, field: string, id: number): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Event ${id} has an invalid ${field}.`);
  return date;
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const { id, title, start, end, allDay, url, extendedProps: props } = event;
  const lines = ['BEGIN:VEVENT', contentLine('UID', icsUid(id)), contentLine('DTSTAMP', stamp)];
  if (allDay) {
    instant(start, 'start', id);
    const [first, after] = allDayRange(start, end || undefined);
    lines.push(
      contentLine('DTSTART', first, [['VALUE', 'DATE']]),
      contentLine('DTEND', after, [['VALUE', 'DATE']]),
    );
  } else {
    const from = instant(start, 'start', id);
    lines.push(
      contentLine('DTSTART', utcStamp(from)),
      contentLine('DTEND', utcStamp(end ? instant(end, 'end', id) : from)),
    );
  }
  lines.push(
    contentLine('SUMMARY', escapeText(title)),
    contentLine('CATEGORIES', escapeText(props.calendar)),
  );
  if (props.location) lines.push(contentLine('LOCATION', escapeText(props.location)));
  if (props.description) lines.push(contentLine('DESCRIPTION', escapeText(props.description)));
  // URL is a URI value, not TEXT: written as it is (RFC 5545 §3.8.4.6).
  if (url) lines.push(contentLine('URL', url.replace(/[\r\n]/g, '')));
  for (const guest of props.guests ?? []) {
    lines.push(contentLine('ATTENDEE', guestUri(guest), [['CN', guest]]));
  }
  lines.push('END:VEVENT');
  return lines;
}

/**
 * The events as an RFC 5545 iCalendar file: CRLF line ends, lines folded at 75 octets, timed
 * events in UTC, all-day events as DATE values with an exclusive end (see `ics-dates.ts`).
 * Throws a RangeError when an event's start or end is not a date.
 */
export function writeIcs(events: readonly CalendarEvent[], { now }: WriteIcsOptions): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    contentLine('PRODID', ICS_PRODUCT_ID),
    'CALSCALE:GREGORIAN',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
