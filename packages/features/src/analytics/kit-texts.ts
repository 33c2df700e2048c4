import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { DashboardTexts } from '../shared/dashboard/index.ts';

/**
 * The dashboard kit's words (card frame, trend chip) from the `kit` block of the `analytics`
 * namespace, built once per language: every dashboard of this folder hands them to its cards.
 */
export function useAnalyticsKitTexts(): DashboardTexts {
  const { t } = useTranslation('analytics');
  return useMemo<DashboardTexts>(
    () => ({
      loading: (card) => t('kit.loading', { card }),
      errorTitle: t('kit.error.title'),
      errorMessage: (card) => t('kit.error.message', { card }),
      retry: t('kit.retry'),
      trend: (direction, value) => t(`kit.trend.${direction}`, { value }),
    }),
    [t],
  );
}
