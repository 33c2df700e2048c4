import { IconCircleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { UserDetails, UserPlanUsage } from '@atrium/mocks/types';
import { Button, Card, ConfirmDialog, Progress, Stack, Typography, useToast } from '@atrium/ui';

import { TonalChip, useFormat } from '../../shared/index.ts';
import { useCan } from '../../shared/access/index.ts';

import { useCancelUserSubscriptionMutation } from '../api/user-view.ts';
import { UpgradePlanButton } from './upgrade-plan-dialog.tsx';

export interface UserPlanCardProps {
  user: UserDetails;
  /** The view call's plan block: terms and the billing period's usage. */
  plan: UserPlanUsage;
  /** The billing tab's card also offers "Cancel subscription". */
  withCancel?: boolean;
}

/** "Cancel subscription", after a confirm saying when the plan ends. */
function CancelSubscriptionButton({ user, plan }: { user: UserDetails; plan: UserPlanUsage }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const toast = useToast();
  const [cancel] = useCancelUserSubscriptionMutation();
  const end = format.date(plan.periodEnd);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="tonal" color="error" disabled={plan.cancelled} data-testid="plan-cancel">
          {t('userView.plan.cancel')}
        </Button>
      }
      title={t('userView.plan.cancelTitle')}
      message={t('userView.plan.cancelMessage', {
        plan: t(`userView.plans.${plan.name}`),
        date: end,
      })}
      confirmLabel={t('userView.plan.cancelConfirm')}
      cancelLabel={t('userView.plan.keep')}
      destructive
      errorMessage={t('userView.plan.cancelFailed')}
      onConfirm={async () => {
        const answer = await cancel({ id: user.id }).unwrap();
        toast({
          severity: 'success',
          title: t('userView.plan.cancelled', { date: format.date(answer.periodEnd) }),
        });
      }}
    />
  );
}

/**
 * The user's plan: its name, price and terms, how much of the billing period is used (all from the
 * fake API's plan block), "Upgrade plan" and, on the billing tab, "Cancel subscription".
 */
export function UserPlanCard({ user, plan, withCancel = false }: UserPlanCardProps) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const canUpdate = useCan('update', 'User');
  const planName = t(`userView.plans.${plan.name}`);
  const title = withCancel ? t('userView.billing.currentPlan') : t('userView.plan.title');
  const left = plan.daysTotal - plan.daysUsed;
  const terms = [
    plan.seats === null
      ? t('userView.plan.seatsUnlimited')
      : t('userView.plan.seats', { count: plan.seats }),
    t('userView.plan.storage', { size: format.number(plan.storageGb) }),
  ];
  return (
    <Card
      as="section"
      aria-label={`${title}: ${t('userView.plan.label', { plan: planName })}`}
      data-testid={withCancel ? 'current-plan-card' : 'plan-card'}
    >
      <Card.Header
        title={title}
        headingLevel={2}
        action={<TonalChip color="primary" label={planName} />}
      />
      <Card.Content>
        <Stack gap={4}>
          <Typography variant="h4" as="p" data-testid="plan-price">
            {t('userView.plan.perMonth', { price: format.money(plan.price) })}
          </Typography>
          <Stack as="ul" gap={2}>
            {terms.map((term) => (
              <Stack key={term} as="li" direction="row" gap={2} align="center">
                <IconCircleFilled size={8} aria-hidden />
                <Typography variant="body2">{term}</Typography>
              </Stack>
            ))}
          </Stack>
          <Stack gap={1}>
            <Stack direction="row" justify="between" gap={2} wrap>
              <Typography variant="body2" weight="semibold">
                {t('userView.plan.days')}
              </Typography>
              <Typography variant="body2" data-testid="plan-days">
                {t('userView.plan.daysUsed', {
                  used: format.number(plan.daysUsed),
                  total: format.number(plan.daysTotal),
                })}
              </Typography>
            </Stack>
            <Progress
              value={Math.round((plan.daysUsed / plan.daysTotal) * 100)}
              aria-label={t('userView.plan.usage')}
            />
            <Typography variant="caption" color="secondary">
              {plan.cancelled
                ? t('userView.plan.endsOn', { date: format.date(plan.periodEnd) })
                : `${t('userView.plan.daysLeft', { count: left })} · ${t('userView.plan.renews', {
                    date: format.date(plan.periodEnd),
                  })}`}
            </Typography>
          </Stack>
          {canUpdate && (
            <Stack direction="row" gap={3} wrap>
              <UpgradePlanButton user={user} />
              {withCancel && <CancelSubscriptionButton user={user} plan={plan} />}
            </Stack>
          )}
        </Stack>
      </Card.Content>
    </Card>
  );
}
