import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import {
  cardTestId,
  useCardFrame,
  type CardQuery,
  type KitWordOf,
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

/**
 * What every CRM card starts with: the translations, the dashboard's formats and the
 * `DashboardCard` props its section gives (the kit's `useCardFrame`, with the test id
 * `crm-card-<section in kebab case>`).
 */
export function useCrmCard<T>(section: CrmCardSection, query: CardQuery<T>) {
  const { t } = useTranslation('analytics');
  const word = useCallback<KitWordOf>((key, values) => t(`crm.kit.${key}`, values), [t]);
  const heading = { title: t(`crm.${section}.title`), subtitle: t(`crm.${section}.subtitle`) };
  return { t, ...useCardFrame(heading, cardTestId('crm', section), query, word) };
}
