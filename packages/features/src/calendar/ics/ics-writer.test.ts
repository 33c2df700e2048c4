import { describe, expect, it } from 'vitest';

import type { CalendarEvent } from '@atrium/mocks/types';

import { MAX_LINE_OCTETS } from './ics-lines.ts';
import { writeIcs } from './ics-writer.ts';

const now = new Date('2026-11-25T08:30:00.000Z');

const event = (id: number, changes: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  url: '',
  title: `Event ${id}`,
  start: '2026-11-25T09:00:00.000Z',
  end: '2026-11-25T10:30:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business' },
  ...changes,
});

/** The file's physical lines (without their CRLF). */
const physical = (text: string) => text.split('\r\n').slice(0, -1);
/** The file's logical lines: folds joined back. */
const logical = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
const octets = (text: string) => new TextEncoder().encode(text).length;

describe('writeIcs', () => {
  it('writes a VCALENDAR with one VEVENT per event, CRLF line ends and a stable UID', () => {
    const text = writeIcs([event(7), event(8)], { now });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('\r\nCALSCALE:GREGORIAN\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(2);
    expect(text.match(/^END:VEVENT$/gm)).toHaveLength(2);
    expect(logical(text)).toEqual(
      expect.arrayContaining([
        'UID:atrium-calendar-7@atrium',
        'UID:atrium-calendar-8@atrium',
        'DTSTAMP:20261125T083000Z',
        'SUMMARY:Event 7',
        'CATEGORIES:Business',
      ]),
    );
  });

  it('is the same text for the same events and clock', () => {
    expect(writeIcs([event(1)], { now })).toBe(writeIcs([event(1)], { now }));
  });

  it('writes timed events in UTC, whatever zone their times were given in', () => {
    const text = writeIcs(
      [event(1, { start: '2026-11-25T10:00:00+02:00', end: '2026-11-25T06:15:00-05:00' })],
      { now },
    );
    expect(logical(text)).toContain('DTSTART:20261125T080000Z');
    expect(logical(text)).toContain('DTEND:20261125T111500Z');
  });

  it('writes all-day events as DATE values with the exclusive next day as DTEND', () => {
    const text = writeIcs(
      [
        // The fake API's form: UTC midnight to the next midnight (one day).
        event(1, {
          allDay: true,
          start: '2026-12-04T00:00:00.000Z',
          end: '2026-12-05T00:00:00.000Z',
        }),
        // Two days, stored with an inclusive "until the end of the day" end.
        event(2, {
          allDay: true,
          start: '2026-12-04T00:00:00.000Z',
          end: '2026-12-05T23:59:00.000Z',
        }),
        // Bare dates, and an end equal to the start (still a whole day).
        event(3, { allDay: true, start: '2026-12-31', end: '2026-12-31' }),
      ],
      { now },
    );
    const lines = logical(text);
    const dates = lines.filter((line) => line.startsWith('DT') && !line.startsWith('DTSTAMP'));
    expect(dates).toEqual([
      'DTSTART;VALUE=DATE:20261204',
      'DTEND;VALUE=DATE:20261205',
      'DTSTART;VALUE=DATE:20261204',
      'DTEND;VALUE=DATE:20261206',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
    ]);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    const text = writeIcs(
      [
        event(1, {
          title: 'Q4; budget, draft \\ v2',
          extendedProps: {
            calendar: 'Personal',
            location: 'Room 4, floor 2',
            description: 'First line\r\nSecond line\nThird',
          },
        }),
      ],
      { now },
    );
    const lines = logical(text);
    expect(lines).toContain('SUMMARY:Q4\\; budget\\, draft \\\\ v2');
    expect(lines).toContain('LOCATION:Room 4\\, floor 2');
    expect(lines).toContain('DESCRIPTION:First line\\nSecond line\\nThird');
  });

  it('writes the URL as it is and one ATTENDEE per guest, named in CN', () => {
    const text = writeIcs(
      [
        event(1, {
          url: 'https://example.com/a?b=1;c=2',
          extendedProps: { calendar: 'Family', guests: ['Sara Smith', 'Omar, Jr.'] },
        }),
      ],
      { now },
    );
    const lines = logical(text);
    expect(lines).toContain('URL:https://example.com/a?b=1;c=2');
    expect(lines).toContain('ATTENDEE;CN=Sara Smith:urn:atrium:guest:Sara%20Smith');
    expect(lines).toContain('ATTENDEE;CN="Omar, Jr.":urn:atrium:guest:Omar%2C%20Jr.');
  });

  it('folds long lines at 75 octets, each continuation starting with a space', () => {
    const title = 'A very long meeting title '.repeat(12);
    const text = writeIcs([event(1, { title })], { now });
    const lines = physical(text);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    const summary = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(lines[summary]).toHaveLength(MAX_LINE_OCTETS);
    expect(lines[summary + 1]?.startsWith(' ')).toBe(true);
    expect(logical(text)).toContain(`SUMMARY:${title}`);
  });

  it('never cuts a multi-byte character when folding Arabic or emoji text', () => {
    const title = 'اجتماع مراجعة الميزانية الفصلية مع فريق المبيعات 📅 '.repeat(5);
    const text = writeIcs([event(1, { title })], { now });
    const lines = physical(text);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      const bytes = new TextEncoder().encode(line);
      expect(bytes.length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
      // A cut inside a character would leave a lone surrogate, encoded as U+FFFD.
      expect(decoder.decode(bytes)).not.toContain('\uFFFD');
    }
    const folded = lines.filter((line) => line.startsWith(' ')).length;
    expect(folded).toBeGreaterThan(3);
    expect(logical(text)).toContain(`SUMMARY:${title}`);
  });

  it('refuses an event whose start is not a date', () => {
    expect(() => writeIcs([event(3, { start: 'soon' })], { now })).toThrow(/Event 3/);
  });

  it('writes an empty calendar for no events', () => {
    const text = writeIcs([], { now });
    expect(text).not.toContain('VEVENT');
    expect(physical(text)).toHaveLength(5);
  });
});
