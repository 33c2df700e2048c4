import { relativeTimeFormat } from '@atrium/ui';

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/**
 * "5 minutes ago", "yesterday", "il y a 2 heures": `iso` relative to `now` in the language's
 * words. `now` is passed in, so stories and tests pin it.
 */
export function relativeTime(iso: string, now: Date, language: string): string {
  let value = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(value)) return '';
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

/**
 * "today", "yesterday", "3 days ago": a day-only date (`iso` at its midnight, UTC) relative to
 * `now`'s day, for records that carry no time of day.
 */
export function relativeDay(iso: string, now: Date, language: string): string {
  const day = (date: Date) =>
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const days = Math.round((day(then) - day(now)) / 86_400_000);
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  return Math.abs(days) < 7 ? format.format(days, 'day') : relativeTime(iso, now, language);
}
