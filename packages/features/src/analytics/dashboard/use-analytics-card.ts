import { useTranslation } from 'react-i18next';

import { useDashboardFormat, type CardQuery } from '../../shared/dashboard/index.ts';
import { useAnalyticsKitTexts } from '../kit-texts.ts';

/** A card's texts: `analytics.<section>.*` in the `analytics` namespace. */
export type AnalyticsCardSection =
  | 'traffic'
  | 'averageDailySales'
  | 'salesOverview'
  | 'earningReports'
  | 'supportTracker'
  | 'salesByCountries'
  | 'totalEarning'
  | 'campaigns'
  | 'sourceVisits'
  | 'projects';

/**
 * What every analytics card starts with: the translations, the dashboard's formats and the
 * `DashboardCard` props its section gives (title, subtitle, the card's own query, the kit's texts
 * and the test id `analytics-card-<section in kebab case>`).
 */
export function useAnalyticsCard<T>(section: AnalyticsCardSection, query: CardQuery<T>) {
  const { t } = useTranslation('analytics');
  const format = useDashboardFormat();
  const texts = useAnalyticsKitTexts();
  const card = {
    title: t(`analytics.${section}.title`),
    subtitle: t(`analytics.${section}.subtitle`),
    query,
    testId: `analytics-card-${section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    texts,
  };
  return { t, format, card };
}
