/**
 * Date helpers for seeds and records. Everything is computed and formatted in UTC so the same
 * clock gives the same strings on every machine, whatever its time zone.
 */
const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** Midnight (UTC) of the given instant's day. */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** `2026-03-18` */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `3/18/2026`: the month/day/year text README "Records and value sets" gives reviews. */
export function monthDayYear(date: Date): string {
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

/** `18 Mar 2026`: the sales-row date text of README "Records and value sets" ('30 Apr 2020'). */
export function dayMonthYear(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** `9:30 AM` */
export function clockTime(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `18 Mar 2026, 9:30 AM`: the permission createdDate text. */
export function dateTimeText(date: Date): string {
  return `${dayMonthYear(date)}, ${clockTime(date)}`;
}

/**
 * Milliseconds since the epoch of a date text in any of the forms the records use, or NaN.
 * Used by date sorts and range filters, so unparsable input sorts last instead of throwing.
 */
export function toTimestamp(text: string): number {
  const mdy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (mdy) return Date.UTC(Number(mdy[3]), Number(mdy[1]) - 1, Number(mdy[2]));
  return Date.parse(text.includes('T') || /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : `${text} UTC`);
}

/** `9:30 PM` → 1290 (minutes after midnight); NaN for other text. */
export function minutesOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return Number.NaN;
  const hours = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}
