import { useTranslation } from 'react-i18next';

import { PageHeader, Stack } from '@atrium/ui';

import { ReviewSummaryCards } from './review-summary.tsx';
import { ReviewTable } from './review-table.tsx';

/** Manage reviews: rating summary, reviews per week, and the moderation table. */
export function ManageReviewPage() {
  const { t } = useTranslation('ecommerce');
  return (
    <Stack gap={6}>
      <PageHeader title={t('reviews.title')} description={t('reviews.description')} />
      <ReviewSummaryCards />
      <ReviewTable />
    </Stack>
  );
}
