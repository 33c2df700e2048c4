import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../format.ts';

/**
 * `useFormat()` plus the month labels of the dashboard's charts (`2026-03` → "Mar") and signed
 * change ratios, in the current language.
 */
export function useDashboardFormat() {
  const format = useFormat();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const monthFmt = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    const monthYearFmt = new Intl.DateTimeFormat(language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const firstOf = (yearMonth: string) => new Date(`${yearMonth}-01T00:00:00Z`);
    return {
      ...format,
      /** `2026-03` → "Mar" */
      month: (yearMonth: string) => monthFmt.format(firstOf(yearMonth)),
      /** `2026-03` → "March 2026" */
      monthYear: (yearMonth: string) => monthYearFmt.format(firstOf(yearMonth)),
      /** A change ratio with its sign, "+12.5%"; an em dash when there is nothing to compare. */
      change: (ratio: number | null) =>
        ratio === null ? '—' : `${ratio > 0 ? '+' : ''}${format.percent(ratio)}`,
    };
  }, [format, language]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
