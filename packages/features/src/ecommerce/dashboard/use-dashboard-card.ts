import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  useDashboardFormat,
  type CardQuery,
  type DashboardTexts,
} from '../../shared/dashboard/index.ts';

/** Cards whose subtitle is the period their figures cover rather than a line of their own. */
type Last30DaysSection = 'statistics' | 'profit' | 'popular';
type OwnSubtitleSection =
  | 'congratulations'
  | 'leads'
  | 'ordersByStatus'
  | 'revenue'
  | 'earnings'
  | 'transactions'
  | 'invoices'
  | 'ordersByCountry';
/** A card's texts: `dashboard.<section>.*` in the `ecommerce` namespace. */
export type DashboardCardSection = Last30DaysSection | OwnSubtitleSection;

const coversLast30Days = (section: DashboardCardSection): section is Last30DaysSection =>
  section === 'statistics' || section === 'profit' || section === 'popular';

/**
 * What every dashboard card starts with: the translations, the dashboard's formats and the
 * `DashboardCard` props its section gives (title, subtitle, the card's own query, and the test id
 * `dashboard-card-<testId>`: the section's name in kebab case, unless the stories and tests know
 * the card by another).
 */
export function useDashboardCard<T>(
  section: DashboardCardSection,
  query: CardQuery<T>,
  testId = section.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`),
) {
  const { t } = useTranslation('ecommerce');
  const format = useDashboardFormat();
  const texts = useMemo<DashboardTexts>(
    () => ({
      loading: (card) => t('dashboard.loading', { card }),
      errorTitle: t('dashboard.error.title'),
      errorMessage: (card) => t('dashboard.error.message', { card }),
      retry: t('common.actions.retry'),
      trend: (direction, value) => t(`dashboard.trend.${direction}`, { value }),
    }),
    [t],
  );
  const card = {
    title: t(`dashboard.${section}.title`),
    subtitle: t(
      coversLast30Days(section) ? 'dashboard.last30Days' : `dashboard.${section}.subtitle`,
    ),
    query,
    testId: `dashboard-card-${testId}`,
    texts,
  };
  return { t, format, card };
}
