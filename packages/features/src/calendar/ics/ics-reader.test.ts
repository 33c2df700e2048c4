import { describe, expect, it } from 'vitest';

import type { CalendarEvent, CalendarEventInput } from '@atrium/mocks/types';

import { IcsFormatError, readIcs } from './ics-reader.ts';
import { writeIcs } from './ics-writer.ts';

const now = new Date('2026-11-25T08:30:00.000Z');

/** A file from lines joined by CRLF, inside a VCALENDAR. */
const calendar = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Test//EN',
    ...lines,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];

const stored: CalendarEvent[] = [
  {
    id: 1,
    url: 'https://meet.example.com/design-review',
    title: 'Design review; Q4, "final" \\ wrap-up',
    start: '2026-11-25T09:00:00.000Z',
    end: '2026-11-25T10:30:00.000Z',
    allDay: false,
    extendedProps: {
      calendar: 'Business',
      location: 'Room 4, floor 2',
      description: 'Agenda:\n1. Colours\n2. Icons',
      guests: ['Sara Smith', 'Omar, Jr.'],
    },
  },
  {
    id: 2,
    url: '',
    title: 'رحلة عائلية إلى الساحل مع الأطفال والأجداد لقضاء عطلة نهاية الأسبوع',
    start: '2026-11-30T00:00:00.000Z',
    end: '2026-12-02T00:00:00.000Z',
    allDay: true,
    extendedProps: { calendar: 'Family' },
  },
  {
    id: 3,
    url: '',
    title: 'Public Holiday',
    start: '2026-12-08T00:00:00.000Z',
    end: '2026-12-09T00:00:00.000Z',
    allDay: true,
    extendedProps: { calendar: 'Holiday' },
  },
];

const inputOf = ({ id: _id, ...input }: CalendarEvent): CalendarEventInput => input;

describe('readIcs', () => {
  it('reads back what writeIcs wrote (round trip)', () => {
    const { events, problems } = readIcs(writeIcs(stored, { now }));
    expect(problems).toEqual([]);
    expect(events).toEqual(stored.map(inputOf));
  });

  it('reads an all-day DATE event, one day long when it has no DTEND', () => {
    const { events } = readIcs(
      calendar(...vevent('DTSTART;VALUE=DATE:20261204', 'SUMMARY:Offsite', 'CATEGORIES:holiday')),
    );
    expect(events).toEqual([
      {
        url: '',
        title: 'Offsite',
        start: '2026-12-04T00:00:00.000Z',
        end: '2026-12-05T00:00:00.000Z',
        allDay: true,
        extendedProps: { calendar: 'Holiday' },
      },
    ]);
  });

  it('converts UTC, TZID (IANA) and floating times, and reads DURATION', () => {
    const { events, problems } = readIcs(
      calendar(
        ...vevent('SUMMARY:UTC', 'DTSTART:20260704T150000Z', 'DTEND:20260704T160000Z'),
        // Paris is UTC+2 in July, New York UTC-5 in January.
        ...vevent(
          'SUMMARY:Paris',
          'DTSTART;TZID=Europe/Paris:20260704T150000',
          'DTEND;TZID=/mozilla.org/20050126_1/Europe/Paris:20260704T163000',
        ),
        ...vevent(
          'SUMMARY:New York',
          'DTSTART;TZID="America/New_York":20260115T090000',
          'DURATION:PT1H30M',
        ),
        ...vevent('SUMMARY:Floating', 'DTSTART:20260310T080000', 'DTEND:20260310T090000'),
      ),
    );
    expect(problems).toEqual([]);
    expect(events.map(({ title, start, end }) => ({ title, start, end }))).toEqual([
      { title: 'UTC', start: '2026-07-04T15:00:00.000Z', end: '2026-07-04T16:00:00.000Z' },
      { title: 'Paris', start: '2026-07-04T13:00:00.000Z', end: '2026-07-04T14:30:00.000Z' },
      { title: 'New York', start: '2026-01-15T14:00:00.000Z', end: '2026-01-15T15:30:00.000Z' },
      {
        title: 'Floating',
        // Floating times are wall times of the reader's own zone.
        start: new Date(2026, 2, 10, 8, 0).toISOString(),
        end: new Date(2026, 2, 10, 9, 0).toISOString(),
      },
    ]);
    expect(events.every((event) => !event.allDay)).toBe(true);
  });

  it('gets daylight-saving changes right in a TZID zone', () => {
    // Berlin leaves summer time on 25 October 2026 at 03:00 (UTC+2 → UTC+1).
    const { events } = readIcs(
      calendar(
        ...vevent('SUMMARY:Before', 'DTSTART;TZID=Europe/Berlin:20261024T120000'),
        ...vevent('SUMMARY:After', 'DTSTART;TZID=Europe/Berlin:20261026T120000'),
      ),
    );
    expect(events.map((event) => event.start)).toEqual([
      '2026-10-24T10:00:00.000Z',
      '2026-10-26T11:00:00.000Z',
    ]);
  });

  it('skips an event in a zone Intl does not know, and says which', () => {
    const { events, problems } = readIcs(
      calendar(
        ...vevent('SUMMARY:Outlook', 'DTSTART;TZID=Eastern Standard Time:20260115T090000'),
        ...vevent('SUMMARY:Kept', 'DTSTART:20260115T090000Z'),
      ),
    );
    expect(events.map((event) => event.title)).toEqual(['Kept']);
    expect(problems).toEqual([{ line: 6, reason: 'unknownZone', value: 'Eastern Standard Time' }]);
  });

  it('unescapes text and unfolds lines folded with a space or a tab', () => {
    const { events } = readIcs(
      calendar(
        ...vevent(
          'SUMMARY:Budget\\; Q4\\, draft \\\\ v2',
          'DTSTART:20260115T090000Z',
          'DESCRIPTION:First line\\nSecond',
          '  line\\Nthird',
          'LOCATION:Room',
          '\t 4',
        ),
      ),
    );
    expect(events[0]).toMatchObject({
      title: 'Budget; Q4, draft \\ v2',
      extendedProps: { description: 'First line\nSecond line\nthird', location: 'Room 4' },
    });
  });

  it('maps CATEGORIES to the five calendars case-insensitively, others to ETC', () => {
    const { events } = readIcs(
      calendar(
        ...vevent('SUMMARY:A', 'DTSTART:20260115T090000Z', 'CATEGORIES:Work,PERSONAL'),
        ...vevent('SUMMARY:B', 'DTSTART:20260115T090000Z', 'CATEGORIES:Sport', 'CATEGORIES:family'),
        ...vevent('SUMMARY:C', 'DTSTART:20260115T090000Z', 'CATEGORIES:Conference\\, Business'),
        ...vevent('SUMMARY:D', 'DTSTART:20260115T090000Z'),
      ),
    );
    expect(events.map((event) => event.extendedProps.calendar)).toEqual([
      'Personal',
      'Family',
      'ETC',
      'ETC',
    ]);
  });

  it('reads guests from CN, or from a mailto address', () => {
    const { events } = readIcs(
      calendar(
        ...vevent(
          'SUMMARY:Guests',
          'DTSTART:20260115T090000Z',
          'ATTENDEE;ROLE=REQ-PARTICIPANT;CN="Doe, Jane":mailto:jane@example.com',
          'ATTENDEE:mailto:sam@example.com',
        ),
      ),
    );
    expect(events[0]?.extendedProps.guests).toEqual(['Doe, Jane', 'sam@example.com']);
  });

  it('imports the first occurrence of a repeating event and says so', () => {
    const { events, problems } = readIcs(
      calendar(
        ...vevent('SUMMARY:Stand-up', 'DTSTART:20260115T090000Z', 'RRULE:FREQ=DAILY;COUNT=5'),
      ),
    );
    expect(events).toHaveLength(1);
    expect(problems).toEqual([{ line: 7, reason: 'repeats', value: 'FREQ=DAILY;COUNT=5' }]);
  });

  it('keeps an event without its URL when the URL is not a web address', () => {
    const { events, problems } = readIcs(
      calendar(...vevent('SUMMARY:Link', 'DTSTART:20260115T090000Z', 'URL:javascript:alert(1)')),
    );
    expect(events[0]?.url).toBe('');
    expect(problems).toEqual([{ line: 7, reason: 'badUrl', value: 'javascript:alert(1)' }]);
  });

  it('ignores the properties of VTIMEZONE and VALARM components', () => {
    const { events, problems } = readIcs(
      calendar(
        'BEGIN:VTIMEZONE',
        'TZID:Europe/Paris',
        'BEGIN:STANDARD',
        'DTSTART:19701025T030000',
        'END:STANDARD',
        'END:VTIMEZONE',
        ...vevent(
          'SUMMARY:With alarm',
          'DTSTART:20260115T090000Z',
          'BEGIN:VALARM',
          'DESCRIPTION:Reminder',
          'END:VALARM',
        ),
      ),
    );
    expect(problems).toEqual([]);
    expect(events).toHaveLength(1);
    expect(events[0]?.extendedProps.description).toBeUndefined();
  });

  describe('bad input', () => {
    it('refuses a file that is not an iCalendar file, with no events', () => {
      expect(() => readIcs('Name,Start\nLunch,2026-01-01\n')).toThrow(IcsFormatError);
      expect(() => readIcs('{"events": []}')).toThrow(/not an iCalendar/);
      expect(() => readIcs('BEGIN:VCARD\r\nFN:Sara\r\nEND:VCARD\r\n')).toThrow(IcsFormatError);
      try {
        readIcs('  \r\n\r\n');
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(IcsFormatError);
        expect((error as IcsFormatError).reason).toBe('empty');
      }
    });

    it('accepts a byte order mark and bare LF line ends', () => {
      const text = `\uFEFF${calendar(...vevent('SUMMARY:LF', 'DTSTART:20260115T090000Z')).replace(/\r\n/g, '\n')}`;
      expect(readIcs(text).events).toHaveLength(1);
    });

    it('skips events without DTSTART or SUMMARY and reports the line of their BEGIN', () => {
      const { events, problems } = readIcs(
        calendar(
          ...vevent('SUMMARY:No start'),
          ...vevent('DTSTART:20260115T090000Z'),
          ...vevent('SUMMARY:Good', 'DTSTART:20260115T090000Z'),
        ),
      );
      expect(events.map((event) => event.title)).toEqual(['Good']);
      expect(problems).toEqual([
        { line: 4, reason: 'missingStart' },
        { line: 7, reason: 'missingSummary' },
      ]);
    });

    it('reports broken lines with their line numbers and reads the rest', () => {
      const { events, problems } = readIcs(
        calendar(
          ...vevent(
            'SUMMARY:Kept',
            'DTSTART:20260115T090000Z',
            'this line lost its fold',
            'X-BROKEN;PARAM="unclosed:value',
          ),
        ),
      );
      expect(events.map((event) => event.title)).toEqual(['Kept']);
      expect(problems).toEqual([
        { line: 7, reason: 'unreadableLine', value: 'this line lost its fold' },
        { line: 8, reason: 'unreadableLine', value: 'X-BROKEN;PARAM="unclosed:value' },
      ]);
    });

    it('skips events with impossible dates, durations or an end before the start', () => {
      const { events, problems } = readIcs(
        calendar(
          ...vevent('SUMMARY:Feb 30', 'DTSTART:20260230T090000Z'),
          ...vevent('SUMMARY:Text', 'DTSTART:tomorrow'),
          ...vevent('SUMMARY:Backwards', 'DTSTART:20260115T090000Z', 'DTEND:20260115T080000Z'),
          ...vevent('SUMMARY:Duration', 'DTSTART:20260115T090000Z', 'DURATION:1 hour'),
        ),
      );
      expect(events).toEqual([]);
      expect(problems).toEqual([
        { line: 6, reason: 'badDate', value: '20260230T090000Z' },
        { line: 10, reason: 'badDate', value: 'tomorrow' },
        { line: 15, reason: 'endBeforeStart' },
        { line: 20, reason: 'badDuration', value: '1 hour' },
      ]);
    });

    it('reports a file cut short, keeping the events it finished', () => {
      const text = [
        'BEGIN:VCALENDAR',
        ...vevent('SUMMARY:Whole', 'DTSTART:20260115T090000Z'),
        'BEGIN:VEVENT',
        'SUMMARY:Cut',
      ].join('\r\n');
      const { events, problems } = readIcs(text);
      expect(events.map((event) => event.title)).toEqual(['Whole']);
      expect(problems).toEqual([
        { line: 6, reason: 'unclosedEvent' },
        { line: 7, reason: 'unclosedCalendar' },
      ]);
    });

    it('counts a folded line by its first physical line', () => {
      const { problems } = readIcs(
        calendar(...vevent('SUMMARY:Long', ' title', 'DTSTART:2026', ' 0230T090000Z')),
      );
      expect(problems).toEqual([{ line: 7, reason: 'badDate', value: '20260230T090000Z' }]);
    });
  });
});
