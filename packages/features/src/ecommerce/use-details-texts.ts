import { useTranslation } from 'react-i18next';

import type { DetailsPageTexts } from '../shared/index.ts';

/**
 * The details frame's texts for one e-commerce screen: every details page keeps them under the
 * same keys of its block (`<screen>.details.back`, `.notFound`, ...), with `<screen>.title` over
 * the error state.
 */
export function useDetailsTexts(screen: 'orders' | 'customers', id: string): DetailsPageTexts {
  const { t } = useTranslation('ecommerce');
  return {
    back: t(`${screen}.details.back`),
    loading: t(`${screen}.details.loading`),
    notFoundTitle: t(`${screen}.details.notFound.title`),
    notFoundMessage: t(`${screen}.details.notFound.message`, { id }),
    errorTitle: t(`${screen}.title`),
    error: t(`${screen}.details.error`),
  };
}
