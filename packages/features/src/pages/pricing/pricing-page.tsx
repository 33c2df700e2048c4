import { useTranslation } from 'react-i18next';

import { ErrorState, PageHeader, Skeleton, Stack } from '@atrium/ui';

import {
  FaqGroups,
  isBillingGroup,
  PlanComparison,
  PricingPlans,
} from '../../front-pages/index.ts';
import { SectionCard } from '../../shared/section-card.tsx';
import { useGetCurrentPlanQuery, useGetFaqQuery } from '../api/help.ts';

/** The billing questions of the fake API's FAQ, with their own loading and error states. */
function BillingQuestions() {
  const { t } = useTranslation('pages');
  const faq = useGetFaqQuery('');
  if (faq.isLoading)
    return (
      <Skeleton.Group label={t('pricing.faqLoading')}>
        <Skeleton variant="rounded" height={200} />
      </Skeleton.Group>
    );
  if (faq.isError)
    return (
      <ErrorState
        data-testid="pricing-faq-error"
        message={t('pricing.faqError')}
        retryLabel={t('common.retry')}
        retrying={faq.isFetching}
        onRetry={() => void faq.refetch()}
      />
    );
  return (
    <div data-testid="pricing-faq-questions">
      <FaqGroups groups={(faq.data ?? []).filter(isBillingGroup)} idPrefix="pricing-faq" />
    </div>
  );
}

/**
 * The `pricing` route (pages/routes.ts), open to everyone in the app's frame: the plans with the
 * monthly / annual switch, the signed-in account's plan marked, the plans compared, and the
 * billing questions.
 */
export function PricingPage() {
  const { t } = useTranslation('pages');
  // Signed out, or while it loads or failed, no plan is marked: choosing one stays possible.
  const plan = useGetCurrentPlanQuery().data?.plan ?? null;
  return (
    <Stack gap={6}>
      <PageHeader title={t('pricing.title')} description={t('pricing.description')} />
      <SectionCard
        titleId="pricing-plans"
        title={t('pricing.plansTitle')}
        subtitle={t('pricing.plansSubtitle')}
      >
        <PricingPlans
          planHeading="h3"
          current={
            plan
              ? { plan, badge: t('pricing.currentBadge'), action: t('pricing.currentAction') }
              : undefined
          }
        />
      </SectionCard>
      <SectionCard titleId="pricing-compare" title={t('pricing.compareTitle')}>
        <PlanComparison />
      </SectionCard>
      <SectionCard titleId="pricing-faq" title={t('pricing.faqTitle')}>
        <BillingQuestions />
      </SectionCard>
    </Stack>
  );
}
