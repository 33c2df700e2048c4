import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { KitWordOf } from '../shared/dashboard/index.ts';

/**
 * The dashboard kit's words (card frame, trend chip) from the `kit` block of the `analytics`
 * namespace: the analytics dashboard's cards hand them to the kit (`useCardFrame`).
 */
export function useAnalyticsWord(): KitWordOf {
  const { t } = useTranslation('analytics');
  return useCallback<KitWordOf>((key, values) => t(`kit.${key}`, values), [t]);
}
