import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Grid, Stack, Switch, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/format.ts';
import { PlanCard, type CurrentPlanMark } from './plan-card.tsx';
import { ANNUAL_SAVING_RATIO, PLANS, type Billing } from './plans.ts';

export interface PricingPlansProps {
  /** The period the cards start in. */
  defaultBilling?: Billing;
  /** The plans' heading level: `h2` right under a page's `h1`. */
  planHeading?: 'h2' | 'h3';
  /** The signed-in account's plan and how to mark it (the app's pricing page). */
  current?: CurrentPlanMark;
}

/** Monthly or annual billing, with what annual saves: above the plans wherever they are offered. */
export function BillingSwitch({
  billing,
  onBillingChange,
}: {
  billing: Billing;
  onBillingChange: (billing: Billing) => void;
}) {
  const { t } = useTranslation('front-pages');
  const format = useFormat();
  return (
    <Stack direction="row" justify="center" align="center" gap={3} wrap>
      <Typography>{t('plans.monthly')}</Typography>
      <Switch
        label={t('plans.annual')}
        checked={billing === 'annual'}
        onCheckedChange={({ checked }) => onBillingChange(checked ? 'annual' : 'monthly')}
      />
      <Typography variant="body2" color="success">
        {t('plans.saveUpTo', { percent: format.percent(ANNUAL_SAVING_RATIO) })}
      </Typography>
    </Stack>
  );
}

/** The monthly / annual switch and the four plan cards: the landing page's and the pricing page's. */
export function PricingPlans({
  defaultBilling = 'monthly',
  planHeading,
  current,
}: PricingPlansProps) {
  const [billing, setBilling] = useState<Billing>(defaultBilling);
  return (
    <Stack gap={8}>
      <BillingSwitch billing={billing} onBillingChange={setBilling} />
      <Grid columns={{ xs: 1, sm: 2, lg: 4 }} gap={6}>
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            heading={planHeading}
            current={current?.plan === plan.id ? current : undefined}
          />
        ))}
      </Grid>
    </Stack>
  );
}
