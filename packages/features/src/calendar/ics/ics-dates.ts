/**
 * Dates between the fake API and RFC 5545 (§3.3.4 DATE, §3.3.5 DATE-TIME, §3.3.6 DURATION).
 *
 * - Timed events are written in UTC (`20261125T093000Z`), whatever zone they were entered in.
 * - All-day events are whole calendar days. The fake API stores them as the UTC midnight of their
 *   day (`2026-11-25T00:00:00.000Z`, as its seed does), so their day is the UTC date, or the date
 *   itself when a client stored a bare `2026-11-25`. The end is exclusive (RFC 5545 and
 *   FullCalendar agree): an end at midnight is the next day already; an end later in a day (a
 *   client that stored "until 23:59") makes the day after it the exclusive end.
 * - Read back: `Z` times are UTC; `TZID=<IANA zone>` wall times are converted with Intl (a zone
 *   Intl does not know is a problem for that event, never a guess); times with neither are
 *   "floating" and are read in the browser's own zone, as RFC 5545 §3.3.5 says.
 */

const DAY_MS = 86_400_000;
const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `20261125T093000Z`: the UTC form of an instant (DTSTAMP, timed DTSTART and DTEND). */
export function utcStamp(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of an all-day value's day (see the file comment). */
function dayOf(value: string): number {
  const date = DATE_ONLY.exec(value);
  if (date) return Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
  const time = Date.parse(value);
  return time - (((time % DAY_MS) + DAY_MS) % DAY_MS);
}

/** `20261125`: an RFC 5545 DATE from the UTC midnight `time`. */
function icsDate(time: number): string {
  const date = new Date(time);
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

/** DTSTART and the exclusive DTEND (at least the next day) of an all-day event. */
export function allDayRange(start: string, end: string | undefined): [string, string] {
  const first = dayOf(start);
  let after = end ? dayOf(end) : first;
  if (end && Date.parse(end) > after && !DATE_ONLY.test(end)) after += DAY_MS;
  return [icsDate(first), icsDate(Math.max(after, first + DAY_MS))];
}

/** An instant read from a DTSTART or DTEND; `allDay` when it was a DATE. */
export interface IcsInstant {
  time: number;
  allDay: boolean;
}

export type IcsDateFailure = 'badDate' | 'unknownZone';

const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME_VALUE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/i;

/** Date.UTC of the fields, or NaN when a field is out of range (Feb 30, hour 25). */
function checkedUtc(fields: readonly number[]): number {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = fields;
  const time = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(time);
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute;
  // Second 60 (a leap second, allowed by RFC 5545) rolls over into the next minute.
  return same || second === 60 ? time : Number.NaN;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

function zoneFormatter(zone: string): Intl.DateTimeFormat | null {
  if (!formatters.has(zone)) {
    try {
      formatters.set(
        zone,
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        }),
      );
    } catch {
      formatters.set(zone, null);
    }
  }
  return formatters.get(zone) ?? null;
}

/**
 * The IANA zone a TZID names. Some producers prefix it (`/mozilla.org/20050126_1/Europe/Paris`),
 * so the shorter tails are tried too.
 */
function resolveZone(tzid: string): Intl.DateTimeFormat | null {
  const segments = tzid.split('/').filter(Boolean);
  for (let first = 0; first < segments.length; first += 1) {
    const formatter = zoneFormatter(segments.slice(first).join('/'));
    if (formatter) return formatter;
  }
  return null;
}

/** The zone's offset from UTC at `time`, in ms (Paris in winter: +3 600 000). */
function offsetAt(formatter: Intl.DateTimeFormat, time: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(time))) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - (time - (((time % 1000) + 1000) % 1000));
}

/** The instant at which the zone's clocks show `wall` (its fields read as if UTC). */
function zonedToUtc(wall: number, formatter: Intl.DateTimeFormat): number {
  const first = wall - offsetAt(formatter, wall);
  // Near a daylight-saving change the offset at the guess can differ from the one at `wall`.
  const second = offsetAt(formatter, first);
  return wall - second;
}

/**
 * A DTSTART or DTEND value with its VALUE and TZID parameters, as an instant, or the reason it
 * cannot be read.
 */
export function readIcsDate(
  value: string,
  params: ReadonlyMap<string, readonly string[]>,
): IcsInstant | IcsDateFailure {
  const text = value.trim();
  const date = DATE_VALUE.exec(text);
  if (date) {
    const time = checkedUtc(date.slice(1, 4).map(Number));
    return Number.isNaN(time) ? 'badDate' : { time, allDay: true };
  }
  const dateTime = DATE_TIME_VALUE.exec(text);
  if (!dateTime || params.get('VALUE')?.[0]?.toUpperCase() === 'DATE') return 'badDate';
  const fields = dateTime.slice(1, 7).map(Number);
  const wall = checkedUtc(fields);
  if (Number.isNaN(wall)) return 'badDate';
  if (dateTime[7]) return { time: wall, allDay: false };
  const tzid = params.get('TZID')?.[0];
  if (tzid) {
    const formatter = resolveZone(tzid);
    return formatter ? { time: zonedToUtc(wall, formatter), allDay: false } : 'unknownZone';
  }
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = fields;
  return { time: new Date(year, month - 1, day, hour, minute, second).getTime(), allDay: false };
}

const DURATION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i;

/** A DURATION (`PT1H30M`, `P2D`, `P1W`) in ms, or null when it is not one. */
export function readDuration(value: string): number | null {
  const match = DURATION.exec(value.trim());
  if (!match || value.trim().replace(/^[+-]/, '').length < 3) return null;
  const [, sign, weeks, days, hours, minutes, seconds] = match;
  const ms =
    Number(weeks ?? 0) * 7 * DAY_MS +
    Number(days ?? 0) * DAY_MS +
    Number(hours ?? 0) * 3_600_000 +
    Number(minutes ?? 0) * 60_000 +
    Number(seconds ?? 0) * 1000;
  return sign === '-' ? -ms : ms;
}

export const ONE_DAY_MS = DAY_MS;
