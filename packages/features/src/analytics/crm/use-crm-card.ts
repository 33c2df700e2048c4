import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  useDashboardFormat,
  type CardQuery,
  type DashboardTexts,
} from '../../shared/dashboard/index.ts';

/** A card's texts: `crm.<section>.*` in the `analytics` namespace. */
export type CrmCardSection =
  | 'sales'
  | 'orders'
  | 'revenueGrowth'
  | 'earnings'
  | 'countries'
  | 'pipeline'
  | 'topCustomers'
  | 'projects'
  | 'activity';

/** The section's name in kebab case: `revenueGrowth` → `revenue-growth`. */
const kebab = (section: CrmCardSection) =>
  section.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`);

/**
 * What every CRM card starts with: the translations, the dashboard's formats and the
 * `DashboardCard` props its section gives (title, subtitle, the card's own query, the kit's words
 * and the test id `crm-card-<section in kebab case>`).
 */
export function useCrmCard<T>(section: CrmCardSection, query: CardQuery<T>) {
  const { t } = useTranslation('analytics');
  const format = useDashboardFormat();
  const texts = useMemo<DashboardTexts>(
    () => ({
      loading: (card) => t('crm.kit.loading', { card }),
      errorTitle: t('crm.kit.error.title'),
      errorMessage: (card) => t('crm.kit.error.message', { card }),
      retry: t('crm.kit.retry'),
      trend: (direction, value) => t(`crm.kit.trend.${direction}`, { value }),
    }),
    [t],
  );
  const card = {
    title: t(`crm.${section}.title`),
    subtitle: t(`crm.${section}.subtitle`),
    query,
    testId: `crm-card-${kebab(section)}`,
    texts,
  };
  return { t, format, card };
}
