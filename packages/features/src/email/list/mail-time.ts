import { dateTimeFormat, relativeTimeFormat } from '@atrium/ui';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When a mail came, as a list shows it: relative today ("3 hours ago", "this minute"), the date before
 * ("Mar 15"), with the year when it is not this year's.
 */
export function mailTime(iso: string, now: Date, language: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const sameDay = time.toDateString() === now.toDateString();
  if (sameDay && time <= now) {
    const ago = now.getTime() - time.getTime();
    const relative = relativeTimeFormat(language, { numeric: 'auto' });
    if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
    return relative.format(-Math.floor(ago / HOUR), 'hour');
  }
  const sameYear = time.getFullYear() === now.getFullYear();
  return dateTimeFormat(language, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(time);
}

/** The full date and time, for the reading pane and a time's tooltip. */
export function mailDateTime(iso: string, language: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
