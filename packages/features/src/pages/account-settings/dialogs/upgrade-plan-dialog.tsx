import { zodResolver } from '@hookform/resolvers/zod';
import type { UserPlan, UserPlanUsage } from '@atrium/mocks/types';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { RadioGroup } from '@atrium/ui';

import { dialogFormProps, FormDialog, useDialogForm } from '../../../shared/index.ts';
import { RadioField } from '../../../shared/bound-fields.tsx';
import { useChangeAccountPlanMutation } from '../../api/account-settings.ts';

const PLANS = ['basic', 'team', 'company', 'enterprise'] as const satisfies readonly UserPlan[];

export interface UpgradePlanDialogProps {
  /** The plan the account has: preselected and marked current. */
  current: UserPlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Upgrade plan": one of the four plans; a new plan starts a fresh 30-day period. */
export function UpgradePlanDialog({ current, open, onOpenChange }: UpgradePlanDialogProps) {
  const { t } = useTranslation('pages');
  const [changePlan] = useChangeAccountPlanMutation();
  const schema = z.object({
    plan: z.enum(PLANS).refine((plan) => plan !== current, t('accountSettings.plan.samePlan')),
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
    >
      <RadioField
        control={dialog.form.control}
        name="plan"
        label={t('accountSettings.plan.choose')}
        error={dialog.form.formState.errors.plan?.message}
      >
        {PLANS.map((plan) => (
          <RadioGroup.Item
            key={plan}
            value={plan}
            label={t(`accountSettings.plan.names.${plan}`)}
            description={plan === current ? t('accountSettings.plan.current') : undefined}
          />
        ))}
      </RadioField>
    </FormDialog>
  );
}
