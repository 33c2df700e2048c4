import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { parseApiDate } from '../../shared/format.ts';

/**
 * A week's first day as a short bar label in the current language ("Mar 12", "12 mars"): a whole
 * date is too wide for seven bars on a phone.
 */
export function useWeekLabel(): (isoDay: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const fmt = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return (isoDay) => {
      const date = parseApiDate(isoDay);
      return date ? fmt.format(date) : isoDay;
    };
  }, [language]);
}
