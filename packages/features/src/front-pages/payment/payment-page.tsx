import { IconBrandPaypal, IconCircleCheck, IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Alert, Button, Card, Grid, RadioGroup, Stack, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/format.ts';
import { FrontPage } from '../layout/front-page.tsx';
import { adminLink } from '../layout/front-links.ts';
import { billingOf, findPlan, periodTotal, type Plan } from '../pricing/plans.ts';
import { href } from '../routes.ts';
import { hasStoredSession } from '../shared/session-cookie.ts';
import { CardForm } from './card-form.tsx';
import { PlanSummary } from './plan-summary.tsx';

type Method = 'card' | 'paypal';

export interface PaymentPageProps {
  /** "Now" for the card's expiry check (stories pin it); the visit's clock by default. */
  now?: () => Date;
}

/** The paid part of the page: the method, its form or the PayPal button. */
function PaymentMethods({
  plan,
  onPaid,
  now,
}: {
  plan: Plan;
  onPaid: () => void;
  now?: () => Date;
}) {
  const { t } = useTranslation('front-pages');
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const [method, setMethod] = useState<Method>('card');
  const amount = format.money(periodTotal(plan, billingOf(searchParams.get('billing'))));
  return (
    <Card as="section" aria-labelledby="method-title">
      <Card.Content>
        <Stack gap={5}>
          <Typography variant="h5" as="h2" id="method-title">
            {t('payment.method')}
          </Typography>
          <RadioGroup
            label={t('payment.method')}
            value={method}
            onValueChange={({ value }) => setMethod(value === 'paypal' ? 'paypal' : 'card')}
            orientation="horizontal"
          >
            <RadioGroup.Item value="card" label={t('payment.card')} />
            <RadioGroup.Item value="paypal" label={t('payment.paypal')} />
          </RadioGroup>
          {method === 'card' ? (
            <CardForm payLabel={t('payment.pay', { amount })} onPaid={onPaid} now={now} />
          ) : (
            <Stack gap={3}>
              <Typography color="secondary">{t('payment.paypalHint')}</Typography>
              <Button
                size="lg"
                startIcon={<IconBrandPaypal size={20} aria-hidden />}
                onClick={onPaid}
              >
                {t('payment.paypalContinue')}
              </Button>
            </Stack>
          )}
          <Stack direction="row" gap={2} align="center">
            <IconCreditCard size={18} aria-hidden />
            <Typography variant="caption" color="secondary">
              {t('payment.secure')}
            </Typography>
          </Stack>
        </Stack>
      </Card.Content>
    </Card>
  );
}

/** `/front-pages/payment?plan=team&billing=annual`: the plan's summary, the payment, then a thank-you. */
export function PaymentPage({ now }: PaymentPageProps) {
  const { t } = useTranslation('front-pages');
  const [searchParams] = useSearchParams();
  const plan = findPlan(searchParams.get('plan'));
  const billing = billingOf(searchParams.get('billing'));
  const [paid, setPaid] = useState(false);
  const planName = plan ? t(`plans.names.${plan.id}`) : '';

  const body = () => {
    if (!plan)
      return (
        <Alert
          severity="info"
          actions={
            <Button asChild size="sm">
              <Link to={href('front.pricing')}>{t('checkout.toPricing')}</Link>
            </Button>
          }
        >
          {t('payment.noPlan')}
        </Alert>
      );
    if (paid)
      return (
        <Card as="section" aria-labelledby="paid-title" role="status">
          <Card.Content>
            <Stack gap={4} align="center">
              <IconCircleCheck size={56} aria-hidden />
              <Typography variant="h4" as="h2" id="paid-title" align="center">
                {t('payment.successTitle')}
              </Typography>
              <Typography color="secondary" align="center">
                {t('payment.successBody', { plan: planName })}
              </Typography>
              <Button asChild>
                <Link to={adminLink(hasStoredSession())}>{t('payment.toAdmin')}</Link>
              </Button>
            </Stack>
          </Card.Content>
        </Card>
      );
    return (
      <Grid columns={{ xs: 1, md: 3 }} gap={6} alignItems="start">
        <Grid.Item span={{ xs: 1, md: 2 }}>
          {plan.monthly === 0 ? (
            <Alert severity="success">{t('payment.freePlan')}</Alert>
          ) : (
            <PaymentMethods plan={plan} onPaid={() => setPaid(true)} now={now} />
          )}
        </Grid.Item>
        <PlanSummary plan={plan} billing={billing} />
      </Grid>
    );
  };

  return (
    <FrontPage
      page="payment"
      id="payment"
      title={t('payment.title')}
      subtitle={t('payment.subtitle')}
    >
      {body()}
    </FrontPage>
  );
}
