import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  useDashboardFormat,
  type CardQuery,
  type DashboardTexts,
} from '../../shared/dashboard/index.ts';

/** A card's texts: `dashboard.<section>.*` in the `logistics` namespace. */
export type LogisticsCardSection =
  'vehicles' | 'shipments' | 'performance' | 'exceptions' | 'ordersByCountry';

/**
 * What every logistics card starts with: the translations, the dashboard's formats and the
 * `DashboardCard` props its section gives (title, subtitle, the card's own query, and the test id
 * `logistics-card-<section in kebab case>`).
 */
export function useDashboardCard<T>(section: LogisticsCardSection, query: CardQuery<T>) {
  const { t } = useTranslation('logistics');
  const format = useDashboardFormat();
  const texts = useMemo<DashboardTexts>(
    () => ({
      loading: (card) => t('dashboard.loading', { card }),
      errorTitle: t('dashboard.error.title'),
      errorMessage: (card) => t('dashboard.error.message', { card }),
      retry: t('dashboard.retry'),
      trend: (direction, value) => t(`dashboard.trend.${direction}`, { value }),
    }),
    [t],
  );
  const card = {
    title: t(`dashboard.${section}.title`),
    subtitle: t(`dashboard.${section}.subtitle`),
    query,
    testId: `logistics-card-${section.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`)}`,
    texts,
  };
  return { t, format, card };
}
