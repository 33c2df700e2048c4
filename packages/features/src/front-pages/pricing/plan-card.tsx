import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { UserPlan } from '@atrium/mocks/types';
import { Button, Card, Chip, Stack, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/format.ts';
import { href } from '../routes.ts';
import { annualSaving, monthlyPrice, periodTotal, type Billing, type Plan } from './plans.ts';

/** The card's short list: seats, products and storage, from the plan's limits. */
export function usePlanHighlights(plan: Plan): string[] {
  const { t } = useTranslation('front-pages');
  const format = useFormat();
  const { seats, products, storageGb } = plan.limits;
  return [
    seats === null ? t('plans.feature.seatsUnlimited') : t('plans.feature.seats', { count: seats }),
    products === null
      ? t('plans.feature.productsUnlimited')
      : t('plans.feature.products', { count: products, formatted: format.number(products) }),
    t('plans.feature.storage', { count: storageGb }),
  ];
}

/** The payment page's address for a plan and billing period. */
export const paymentLink = (plan: Plan, billing: Billing) =>
  `${href('front.payment')}?plan=${plan.id}&billing=${billing}`;

/** How the plan a signed-in account is on is marked: its chip, and the button that replaces "Choose". */
export interface CurrentPlanMark {
  plan: UserPlan;
  badge: string;
  action: string;
}

/**
 * One plan: name, price per month in the chosen billing, what it includes, and "Choose" (or, on the
 * account's current plan, its mark).
 */
export function PlanCard({
  plan,
  billing,
  heading = 'h3',
  current,
}: {
  plan: Plan;
  billing: Billing;
  /** The card title's level: one below the section's heading. */
  heading?: 'h2' | 'h3';
  /** Given when this is the signed-in account's plan. */
  current?: CurrentPlanMark;
}) {
  const { t } = useTranslation('front-pages');
  const format = useFormat();
  const name = t(`plans.names.${plan.id}`);
  const titleId = `plan-${plan.id}-title`;
  const free = plan.monthly === 0;
  return (
    <Card
      as="article"
      fullHeight
      variant={plan.popular ? 'outlined' : 'elevated'}
      aria-labelledby={titleId}
    >
      <Card.Content>
        <Stack gap={4} blockSize="100%">
          <Stack direction="row" justify="between" align="center" gap={2} wrap>
            <Typography variant="h4" as={heading} id={titleId}>
              {name}
            </Typography>
            {plan.popular && <Chip color="primary" size="sm" label={t('plans.popular')} />}
            {current && <Chip color="success" size="sm" label={current.badge} />}
          </Stack>
          <Typography color="secondary">{t(`plans.descriptions.${plan.id}`)}</Typography>
          <Stack gap={1}>
            <Typography variant="h2" as="p" color="brand">
              {free ? t('plans.free') : format.moneyShort(monthlyPrice(plan, billing))}
              {!free && (
                <Typography as="span" variant="body2" color="secondary">
                  {t('plans.perMonth')}
                </Typography>
              )}
            </Typography>
            {!free && (
              <Typography variant="caption" color="secondary">
                {billing === 'annual'
                  ? t('plans.billedAnnually', {
                      total: format.moneyShort(periodTotal(plan, 'annual')),
                    })
                  : t('plans.billedMonthly')}
              </Typography>
            )}
            {!free && billing === 'annual' && (
              <Typography variant="caption" color="success">
                {t('plans.saving', { amount: format.moneyShort(annualSaving(plan)) })}
              </Typography>
            )}
          </Stack>
          <Stack gap={2} role="list" grow>
            {usePlanHighlights(plan).map((line) => (
              <Stack key={line} direction="row" gap={2} align="center" role="listitem">
                <IconCheck size={18} aria-hidden />
                <Typography variant="body2">{line}</Typography>
              </Stack>
            ))}
          </Stack>
          {current ? (
            <Button variant="tonal" color="success" fullWidth disabled aria-describedby={titleId}>
              {current.action}
            </Button>
          ) : (
            <Button asChild variant={plan.popular ? 'contained' : 'tonal'} fullWidth>
              <Link to={paymentLink(plan, billing)} aria-describedby={titleId}>
                {t('plans.choose', { plan: name })}
              </Link>
            </Button>
          )}
        </Stack>
      </Card.Content>
    </Card>
  );
}
