import { useTranslation } from 'react-i18next';

import { cardTestId, useCardFrame, type CardQuery } from '../../shared/dashboard/index.ts';
import { useAnalyticsWord } from '../kit-texts.ts';

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
 * `DashboardCard` props its section gives (the kit's `useCardFrame`, with the test id
 * `analytics-card-<section in kebab case>`).
 */
export function useAnalyticsCard<T>(section: AnalyticsCardSection, query: CardQuery<T>) {
  const { t } = useTranslation('analytics');
  const heading = {
    title: t(`analytics.${section}.title`),
    subtitle: t(`analytics.${section}.subtitle`),
  };
  const frame = useCardFrame(heading, cardTestId('analytics', section), query, useAnalyticsWord());
  return { t, ...frame };
}
