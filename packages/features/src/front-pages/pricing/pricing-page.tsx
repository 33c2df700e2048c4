import { useTranslation } from 'react-i18next';

import { faqGroups } from '@atrium/mocks/values';

import { FrontPage } from '../layout/front-page.tsx';
import { FaqGroups, isBillingGroup } from '../shared/faq-groups.tsx';
import { FrontSection } from '../shared/front-section.tsx';
import { PlanComparison } from './plan-comparison.tsx';
import { PricingPlans } from './pricing-plans.tsx';

const billingFaq = faqGroups().filter(isBillingGroup);

/** `/front-pages/pricing`: the plans, their comparison and the billing questions. */
export function PricingPage() {
  const { t } = useTranslation('front-pages');
  return (
    <FrontPage
      page="pricing"
      id="plans"
      title={t('pricing.title')}
      subtitle={t('pricing.subtitle')}
      after={
        <>
          <FrontSection id="compare" title={t('pricing.compareTitle')}>
            <PlanComparison />
          </FrontSection>
          <FrontSection id="billing-faq" title={t('pricing.faqTitle')}>
            <FaqGroups groups={billingFaq} idPrefix="billing-faq" />
          </FrontSection>
        </>
      }
    >
      <PricingPlans planHeading="h2" />
    </FrontPage>
  );
}
