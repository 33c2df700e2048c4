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
