import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** An API day (`2026-03-12`) at midnight UTC: the fake API's days are UTC days. */
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The short day labels of the analytics charts in the current language: `2026-03-12` → "Mar 12"
 * (a week's first day) or the weekday's translated short name (seven bars must fit in Arabic too,
 * where Intl's short names are whole words).
 */
export function useDayLabels() {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  return useMemo(() => {
    const dayMonth = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return {
      dayMonth: (iso: string) => dayMonth.format(dayOf(iso)),
      weekday: (iso: string) =>
        t(`analytics.weekdays.${dayOf(iso).getUTCDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6}`),
    };
  }, [language, t]);
}
