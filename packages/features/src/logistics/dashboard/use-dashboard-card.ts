import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import {
  cardTestId,
  useCardFrame,
  type CardQuery,
  type KitWordOf,
} from '../../shared/dashboard/index.ts';

/** A card's texts: `dashboard.<section>.*` in the `logistics` namespace. */
export type LogisticsCardSection =
  'vehicles' | 'shipments' | 'performance' | 'exceptions' | 'ordersByCountry';

/**
 * What every logistics card starts with: the translations, the dashboard's formats and the
 * `DashboardCard` props its section gives (the kit's `useCardFrame`, with the test id
 * `logistics-card-<section in kebab case>`).
 */
export function useDashboardCard<T>(section: LogisticsCardSection, query: CardQuery<T>) {
  const { t } = useTranslation('logistics');
  const word = useCallback<KitWordOf>((key, values) => t(`dashboard.${key}`, values), [t]);
  const heading = {
    title: t(`dashboard.${section}.title`),
    subtitle: t(`dashboard.${section}.subtitle`),
  };
  return { t, ...useCardFrame(heading, cardTestId('logistics', section), query, word) };
}
