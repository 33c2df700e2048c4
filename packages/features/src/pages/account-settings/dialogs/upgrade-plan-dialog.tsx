import { zodResolver } from '@hookform/resolvers/zod';
import type { UserPlan, UserPlanUsage } from '@atrium/mocks/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Stack, Typography, type ChoiceCardOption } from '@atrium/ui';

import {
  annualSaving,
  BillingSwitch,
  monthlyPrice,
  periodTotal,
  PLANS,
  usePlanHighlights,
  type Billing,
  type Plan,
} from '../../../front-pages/index.ts';
import { dialogFormProps, FormDialog, useDialogForm } from '../../../shared/index.ts';
import { useFormat } from '../../../shared/format.ts';
import { ChoiceField } from '../../wizards/choice-field.tsx';
import { useChangeAccountPlanMutation } from '../../api/account-settings.ts';

const PLAN_IDS = PLANS.map((plan) => plan.id) as [UserPlan, ...UserPlan[]];

/**
 * What a plan's card says under its name: how it is billed, what annual billing saves, what it
 * includes, and whether the account is on it. Spans only: the card is a radio button.
 */
function PlanDetails({
  plan,
  billing,
  current,
}: {
  plan: Plan;
  billing: Billing;
  current: boolean;
}) {
  const { t } = useTranslation(['front-pages', 'pages']);
  const format = useFormat();
  const paid = plan.monthly > 0;
  return (
    <Stack as="span" gap={1} data-testid={`plan-details-${plan.id}`}>
      {paid && (
        <Typography as="span" variant="caption" color="secondary">
          {billing === 'annual'
            ? t('plans.billedAnnually', { total: format.moneyShort(periodTotal(plan, 'annual')) })
            : t('plans.billedMonthly')}
        </Typography>
      )}
      {paid && billing === 'annual' && (
        <Typography as="span" variant="caption" color="success">
          {t('plans.saving', { amount: format.moneyShort(annualSaving(plan)) })}
        </Typography>
      )}
      {usePlanHighlights(plan).map((line) => (
        <Typography key={line} as="span" variant="body2">
          {line}
        </Typography>
      ))}
      {current && (
        <Typography as="span" variant="body2" color="success">
          {t('pages:accountSettings.plan.current')}
        </Typography>
      )}
    </Stack>
  );
}

/** The four plans as radio cards, each with its price per month in the chosen billing. */
function usePlanOptions(current: UserPlan, billing: Billing): ChoiceCardOption[] {
  const { t } = useTranslation('front-pages');
  const format = useFormat();
  return PLANS.map((plan) => ({
    value: plan.id,
    title: t(`plans.names.${plan.id}`),
    price:
      plan.monthly === 0
        ? t('plans.free')
        : `${format.moneyShort(monthlyPrice(plan, billing))}${t('plans.perMonth')}`,
    description: <PlanDetails plan={plan} billing={billing} current={plan.id === current} />,
  }));
}

export interface UpgradePlanDialogProps {
  /** The plan the account has: preselected and marked current. */
  current: UserPlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Upgrade plan": the pricing page's plans (price, what each includes, the monthly / annual switch
 * with its saving) to choose from; a new plan starts a fresh 30-day period. The fake API keeps
 * the plan alone, so the billing period only changes the prices shown.
 */
export function UpgradePlanDialog({ current, open, onOpenChange }: UpgradePlanDialogProps) {
  const { t } = useTranslation('pages');
  const [billing, setBilling] = useState<Billing>('monthly');
  const [changePlan] = useChangeAccountPlanMutation();
  const schema = z.object({
    plan: z.enum(PLAN_IDS).refine((plan) => plan !== current, t('accountSettings.plan.samePlan')),
  });
  const dialog = useDialogForm<{ plan: UserPlan }, UserPlanUsage>({
    values: { plan: current },
    resolver: zodResolver(schema),
    send: ({ plan }) => changePlan(plan).unwrap(),
    saved: (plan) =>
      t('accountSettings.plan.changed', { plan: t(`accountSettings.plan.names.${plan.name}`) }),
    failed: t('accountSettings.plan.failed'),
    open,
    onOpenChange,
  });
  return (
    <FormDialog
      {...dialogFormProps(dialog)}
      title={t('accountSettings.plan.dialogTitle')}
      description={t('accountSettings.plan.dialogDescription')}
      submitLabel={t('accountSettings.plan.upgrade')}
      cancelLabel={t('accountSettings.form.cancel')}
      testId="upgrade-plan-form"
      size="lg"
    >
      <Stack gap={4}>
        <BillingSwitch billing={billing} onBillingChange={setBilling} />
        <ChoiceField
          control={dialog.form.control}
          name="plan"
          label={t('accountSettings.plan.choose')}
          options={usePlanOptions(current, billing)}
          minCardWidth={280}
        />
      </Stack>
    </FormDialog>
  );
}
