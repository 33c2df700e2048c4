/**
 * Calendar arithmetic on ISO date strings ('YYYY-MM-DD'), done in UTC so that no time zone or
 * daylight-saving change can shift a day.
 */
import { dateTimeFormat } from '../i18n/intl-cache.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const toUtc = (iso: string): Date => {
  const [y = 1970, m = 1, d = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

export const fromUtc = (date: Date): string =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && fromUtc(toUtc(value)) === value;

/** Today in the user's time zone (the pinned clock in stories). */
export const todayIso = (): string => {
  const now = new Date();
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

export const addDays = (iso: string, days: number): string => {
  const d = toUtc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
};

/** Same day `months` later, clamped to the month's last day (Jan 31 + 1 → Feb 28). */
export const addMonths = (iso: string, months: number): string => {
  const d = toUtc(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return fromUtc(d);
};

export const startOfMonth = (iso: string): string => `${iso.slice(0, 7)}-01`;

export const sameMonth = (a: string, b: string): boolean => a.slice(0, 7) === b.slice(0, 7);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (iso: string): number => toUtc(iso).getUTCDay();

/** First day of the week by language: Sunday (en), Monday (fr, de), Saturday (ar). */
export const firstDayOfWeek = (language: string): number => {
  const lang = language.slice(0, 2);
  return lang === 'ar' ? 6 : lang === 'fr' || lang === 'de' ? 1 : 0;
};

export const startOfWeek = (iso: string, firstDay: number): string =>
  addDays(iso, -((weekday(iso) - firstDay + 7) % 7));

/** Six weeks of dates covering the month of `iso`, each row starting on `firstDay`. */
export const monthGrid = (iso: string, firstDay: number): string[][] => {
  const start = startOfWeek(startOfMonth(iso), firstDay);
  return Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(start, w * 7 + d)),
  );
};

export const clampDate = (iso: string, min?: string, max?: string): string =>
  min && iso < min ? min : max && iso > max ? max : iso;

const utcFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(language, { ...options, timeZone: 'UTC' });

export const formatMonth = (iso: string, language: string): string =>
  utcFormat(language, { month: 'long', year: 'numeric' }).format(toUtc(iso));

export const formatLong = (iso: string, language: string): string =>
  utcFormat(language, { dateStyle: 'full' }).format(toUtc(iso));

/** The numeric form shown in the text input: 03/18/2026, 18/03/2026, 18.03.2026. */
export const formatShort = (iso: string, language: string): string =>
  utcFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(toUtc(iso));

/** Weekday names in display order, short and long. */
export const weekdayNames = (language: string, firstDay: number) =>
  Array.from({ length: 7 }, (_, i) => {
    // 2023-01-01 was a Sunday.
    const date = toUtc(addDays('2023-01-01', (firstDay + i) % 7));
    return {
      // Arabic 'short' names are the full words; one letter fits the 36 px columns.
      short: utcFormat(language, {
        weekday: language.startsWith('ar') ? 'narrow' : 'short',
      }).format(date),
      long: utcFormat(language, { weekday: 'long' }).format(date),
    };
  });

const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Reads a typed date: ISO (2026-03-18) or the language's numeric order (03/18/2026 in English,
 * 18.03.2026 in German), with Arabic-Indic digits too. `null` when it is not a real date.
 */
export function parseDate(text: string, language: string): string | null {
  const clean = text
    .replace(arabicDigits, (c) => String((c.charCodeAt(0) & 0xf) % 10))
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim();
  if (isIsoDate(clean)) return clean;
  const numbers = clean.split(/\D+/).filter(Boolean).map(Number);
  if (numbers.length !== 3) return null;
  const order = utcFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(toUtc('2026-03-18'))
    .map((p) => p.type)
    .filter((t) => t === 'day' || t === 'month' || t === 'year');
  const parts: Record<string, number> = {};
  order.forEach((type, i) => (parts[type] = numbers[i] ?? 0));
  const year = (parts.year ?? 0) < 100 ? 2000 + (parts.year ?? 0) : (parts.year ?? 0);
  const iso = `${pad(year, 4)}-${pad(parts.month ?? 0)}-${pad(parts.day ?? 0)}`;
  return isIsoDate(iso) ? iso : null;
}
