import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { useCardFrame, type CardQuery, type KitWordOf } from '../../shared/dashboard/index.ts';

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
  // The kit's retry is the e-commerce screens' one word for it.
  const word = useCallback<KitWordOf>(
    (key, values) => (key === 'retry' ? t('common.actions.retry') : t(`dashboard.${key}`, values)),
    [t],
  );
  const heading = {
    title: t(`dashboard.${section}.title`),
    subtitle: t(
      coversLast30Days(section) ? 'dashboard.last30Days' : `dashboard.${section}.subtitle`,
    ),
  };
  return { t, ...useCardFrame(heading, `dashboard-card-${testId}`, query, word) };
}
