/** .ics files a user could pick, for the stories and tests of the import. */

const lines = (...rows: string[]) => `${rows.join('\r\n')}\r\n`;

/** An .ics `File` named `name` holding `text`. */
export const icsFile = (text: string, name = 'team-planner.ics') =>
  new File([text], name, { type: 'text/calendar' });

/** Three events the fake API accepts: timed in UTC, all day, and in a TZID zone. */
export const goodIcs = lines(
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Example//Planner//EN',
  'BEGIN:VEVENT',
  'UID:supplier@example',
  'SUMMARY:Supplier call',
  'DTSTART:20261126T140000Z',
  'DTEND:20261126T143000Z',
  'CATEGORIES:Business',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:offsite@example',
  'SUMMARY:Team offsite',
  'DTSTART;VALUE=DATE:20261203',
  'DTEND;VALUE=DATE:20261205',
  'CATEGORIES:family',
  'LOCATION:Lake house\\, north shore',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:review@example',
  'SUMMARY:Quarterly review',
  'DTSTART;TZID=Europe/Paris:20261130T093000',
  'DURATION:PT45M',
  'ATTENDEE;CN=Sara Smith:mailto:sara@example.com',
  'END:VEVENT',
  'END:VCALENDAR',
);

/** The titles `goodIcs` creates, in its order. */
export const goodTitles = ['Supplier call', 'Team offsite', 'Quarterly review'];

/**
 * Three readable events and four problems: a repeating event (kept, first occurrence), an event
 * without a title, one in a Windows time zone, and a line that lost its fold.
 */
export const icsWithProblems = lines(
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Example//Planner//EN',
  'BEGIN:VEVENT',
  'SUMMARY:Supplier call',
  'DTSTART:20261126T140000Z',
  'DTEND:20261126T143000Z',
  'CATEGORIES:Business',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'SUMMARY:Team offsite',
  'DTSTART;VALUE=DATE:20261203',
  'DTEND;VALUE=DATE:20261205',
  'CATEGORIES:Family',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'SUMMARY:Weekly stand-up',
  'DTSTART;TZID=Europe/Paris:20261130T093000',
  'DURATION:PT15M',
  'RRULE:FREQ=WEEKLY',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART:20261127T100000Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'SUMMARY:Board meeting',
  'DTSTART;TZID=Eastern Standard Time:20261201T090000',
  'END:VEVENT',
  'this line lost its fold',
  'END:VCALENDAR',
);

/** The number of lines `icsWithProblems` reports. */
export const PROBLEM_COUNT = 4;

/** How many events `longIcs` holds: more than the preview names. */
export const LONG_EVENTS = 8;

/** Eight events, long titles among them: the preview names five and counts the rest. */
export const longIcs = lines(
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  ...Array.from({ length: LONG_EVENTS }, (_, index) => [
    'BEGIN:VEVENT',
    `SUMMARY:${index % 2 ? 'Quarterly planning with the regional sales, marketing and logistics teams of the whole northern region' : `Review ${index + 1}`}`,
    `DTSTART:202612${String(index + 1).padStart(2, '0')}T090000Z`,
    'DTEND:20261231T100000Z',
    'END:VEVENT',
  ]).flat(),
  'END:VCALENDAR',
);

/** A calendar with its header and no event at all. */
export const noEventsIcs = lines(
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Example//Planner//EN',
  'END:VCALENDAR',
);

/** A spreadsheet saved with an .ics name: not a calendar at all. */
export const notIcs = lines('Subject,Start date,Start time', 'Supplier call,11/26/2026,2:00 PM');

/** One event the fake API refuses (a title over its 200 characters) among two it accepts. */
export const partlyRefusedIcs = lines(
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'SUMMARY:Supplier call',
  'DTSTART:20261126T140000Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  `SUMMARY:${'Very long title '.repeat(14)}`,
  'DTSTART:20261127T140000Z',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'SUMMARY:Team offsite',
  'DTSTART;VALUE=DATE:20261203',
  'END:VEVENT',
  'END:VCALENDAR',
);
