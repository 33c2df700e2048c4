import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Card, Divider, Stack, TextLink, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/format.ts';
import { href } from '../routes.ts';
import { periodTotal, type Billing, type Plan } from '../pricing/plans.ts';

/** The chosen plan, its billing period and what is due today. */
export function PlanSummary({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { t } = useTranslation('front-pages');
  const format = useFormat();
  const total = format.money(periodTotal(plan, billing));
  const rows = [
    ['payment.plan', t(`plans.names.${plan.id}`)],
    ['payment.billing', t(`payment.billings.${billing}`)],
  ] as const;
  return (
    <Card as="section" aria-labelledby="summary-title">
      <Card.Content>
        <Stack gap={4}>
          <Typography variant="h5" as="h2" id="summary-title">
            {t('payment.summary')}
          </Typography>
          {rows.map(([label, value]) => (
            <Stack key={label} direction="row" justify="between" gap={2}>
              <Typography color="secondary">{t(label)}</Typography>
              <Typography weight="semibold">{value}</Typography>
            </Stack>
          ))}
          <Divider />
          <Stack direction="row" justify="between" gap={2} align="baseline">
            <Typography variant="h6" as="p">
              {t('payment.total')}
            </Typography>
            <Typography variant="h4" as="p" color="brand" data-testid="payment-total">
              {total}
            </Typography>
          </Stack>
          <Typography variant="caption" color="secondary">
            {t(`payment.perPeriod.${billing}`, { amount: total })}
          </Typography>
          <TextLink as={Link} to={href('front.pricing')}>
            {t('payment.change')}
          </TextLink>
        </Stack>
      </Card.Content>
    </Card>
  );
}
