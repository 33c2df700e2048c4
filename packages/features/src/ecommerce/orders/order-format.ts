import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** `9:30 PM` → minutes after midnight; NaN for other text (the fake API's order time). */
export function minutesOfClockTime(text: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  if (!match) return Number.NaN;
  const hours = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

export interface OrderDateFormat {
  /** The API's `9:30 AM` in the current language ("09:30" in fr); unreadable text as it came. */
  time: (text: string) => string;
  /** An ISO date-time as "Mar 18, 2026, 9:30 AM" in the current language. */
  dateTime: (iso: string) => string;
}

/**
 * Times of day by locale. Order times are wall-clock text without a zone, so they are formatted
 * in UTC, like the dates in `useFormat`, and never move with the viewer's time zone.
 */
export function useOrderDateFormat(): OrderDateFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const timeFmt = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' });
    const dateTimeFmt = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    return {
      time: (text) => {
        const minutes = minutesOfClockTime(text);
        return Number.isNaN(minutes) ? text : timeFmt.format(new Date(minutes * 60_000));
      },
      dateTime: (iso) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : dateTimeFmt.format(date);
      },
    };
  }, [language]);
}
