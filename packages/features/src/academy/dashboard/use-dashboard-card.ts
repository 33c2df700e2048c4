import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  cardTestId,
  useCardFrame,
  useDashboardFormat,
  type CardQuery,
  type KitWordOf,
} from '../../shared/dashboard/index.ts';

/** A card's texts: `dashboard.<section>.*` in the `academy` namespace. */
export type AcademyCardSection =
  'welcome' | 'webinar' | 'topics' | 'instructors' | 'topCourses' | 'assignments';

/**
 * The dashboard's formats plus the academy's: study hours ("7.9 hr"), a duration in minutes, a
 * day ("Mar 12") and an instant with its time zone. Instants are shown in UTC, named as such, so
 * the webinar's time reads the same for every viewer and in every test.
 */
export function useAcademyFormat() {
  const format = useDashboardFormat();
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const hours = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'hour',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    const minutes = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'short',
    });
    const day = new Intl.DateTimeFormat(language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const instant = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    return {
      ...format,
      /** 7.9 → "7.9 hr" */
      hours: (value: number) => hours.format(value),
      /** 60 → "60 min" */
      minutes: (value: number) => minutes.format(value),
      /** `2026-03-12` → "Mar 12" */
      day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
      /** An ISO instant → "Mon, Mar 23, 3:00 PM UTC" */
      instant: (iso: string) => instant.format(new Date(iso)),
    };
  }, [format, language]);
}

export type AcademyFormat = ReturnType<typeof useAcademyFormat>;

/**
 * What every academy dashboard card starts with: the translations, the formats and the
 * `DashboardCard` props its section gives (the kit's `useCardFrame`, with the test id
 * `academy-card-<section in kebab case>`).
 */
export function useDashboardCard<T>(section: AcademyCardSection, query: CardQuery<T>) {
  const { t } = useTranslation('academy');
  const format = useAcademyFormat();
  const word = useCallback<KitWordOf>((key, values) => t(`dashboard.${key}`, values), [t]);
  const heading = {
    title: t(`dashboard.${section}.title`),
    subtitle: t(`dashboard.${section}.subtitle`),
  };
  const { card } = useCardFrame(heading, cardTestId('academy', section), query, word);
  return { t, format, card };
}
