import type { UserBillingAddress, UserPaymentMethod, UserPlanUsage } from '@atrium/mocks/types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, Button, Card, Progress, Stack, Typography } from '@atrium/ui';

import { DetailRow, TonalChip, useFormat } from '../../shared/index.ts';
import type { AccountTabProps } from './account-tab-props.ts';
import { BillingHistoryCard } from './billing-history-card.tsx';
import { BILLING_ADDRESS_FIELDS } from './dialogs/billing-address-dialog.tsx';
import { usePaymentCards } from './payment-cards.tsx';
import { BillingAddressDialog, UpgradePlanDialog } from './dialogs/index.ts';

/** The current plan: price, period, days left, and "Upgrade plan" (the plan dialog). */
function PlanCard({ plan }: { plan: UserPlanUsage }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const left = plan.daysTotal - plan.daysUsed;
  const name = t(`accountSettings.plan.names.${plan.name}`);
  return (
    <Card as="section" aria-labelledby="plan-title" data-testid="account-plan-card">
      <Card.Header
        title={t('accountSettings.plan.title')}
        titleId="plan-title"
        headingLevel={2}
        action={<TonalChip color="primary" label={name} />}
      />
      <Card.Content>
        <Stack gap={4}>
          <Typography variant="h4" as="p" data-testid="plan-price">
            {t('accountSettings.plan.perMonth', { price: format.money(plan.price) })}
          </Typography>
          <Typography variant="body2" color="secondary">
            {t('accountSettings.plan.period', { date: format.date(plan.periodEnd) })}
          </Typography>
          {left <= 7 ? (
            <Alert severity="warning">{t('accountSettings.plan.endingSoon')}</Alert>
          ) : null}
          <Progress
            value={(plan.daysUsed / plan.daysTotal) * 100}
            aria-label={t('accountSettings.plan.days', {
              used: plan.daysUsed,
              total: plan.daysTotal,
            })}
          />
          <Typography variant="body2" data-testid="plan-days-left">
            {t('accountSettings.plan.daysLeft', { count: left })}
          </Typography>
          <div>
            <Button onClick={() => setOpen(true)} data-testid="plan-upgrade">
              {t('accountSettings.plan.upgrade')}
            </Button>
          </div>
        </Stack>
      </Card.Content>
      <UpgradePlanDialog current={plan.name} open={open} onOpenChange={setOpen} />
    </Card>
  );
}

/** The cards on file: add, edit, delete (after a confirm). */
function CardsCard({ cards }: { cards: UserPaymentMethod[] }) {
  const { t } = useTranslation('pages');
  const payment = usePaymentCards(cards);
  return (
    <Card as="section" aria-labelledby="cards-title" data-testid="account-cards">
      <Card.Header
        title={t('accountSettings.cards.title')}
        titleId="cards-title"
        headingLevel={2}
        action={
          <Button variant="tonal" onClick={payment.openAdd} data-testid="card-add">
            {t('accountSettings.cards.add')}
          </Button>
        }
      />
      <Card.Content>{payment.list}</Card.Content>
      {payment.dialogs}
    </Card>
  );
}

/** The billing address as stored, edited in its dialog. */
function AddressCard({ address }: { address: UserBillingAddress }) {
  const { t } = useTranslation('pages');
  const [open, setOpen] = useState(false);
  return (
    <Card as="section" aria-labelledby="address-title" data-testid="account-address">
      <Card.Header
        title={t('accountSettings.address.title')}
        titleId="address-title"
        headingLevel={2}
        action={
          <Button variant="tonal" onClick={() => setOpen(true)} data-testid="address-edit">
            {t('accountSettings.address.edit')}
          </Button>
        }
      />
      <Card.Content>
        <Stack as="dl" gap={2}>
          {BILLING_ADDRESS_FIELDS.map(({ name }) => (
            <DetailRow key={name} label={t(`accountSettings.address.fields.${name}`)}>
              {address[name] || t('accountSettings.address.none')}
            </DetailRow>
          ))}
        </Stack>
      </Card.Content>
      <BillingAddressDialog address={address} open={open} onOpenChange={setOpen} />
    </Card>
  );
}

/** Billing & plans: the plan, the cards, the billing address and the invoices billed. */
export function BillingTab({ account }: AccountTabProps) {
  return (
    <Stack gap={6}>
      <PlanCard plan={account.plan} />
      <CardsCard cards={account.paymentMethods} />
      <AddressCard address={account.billingAddress} />
      <BillingHistoryCard />
    </Stack>
  );
}
