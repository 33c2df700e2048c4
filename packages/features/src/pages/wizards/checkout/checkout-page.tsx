import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button, Card, ErrorState, useToast } from '@atrium/ui';
import type { CheckoutCart, CheckoutOrderResult } from '@atrium/mocks/types';

import { ecommerceHref } from '../../../ecommerce/index.ts';
import { useFormat } from '../../../shared/format.ts';
import { useGetCheckoutCartQuery, usePlaceCheckoutOrderMutation } from '../../api/wizards.ts';
import { WizardFrame } from '../wizard-frame.tsx';
import { WizardDone } from '../wizard-parts.tsx';
import { WizardPage, WizardSkeleton } from '../wizard-page.tsx';
import { wizardOutcome } from '../wizard-send.ts';
import { AddressStep } from './address-step.tsx';
import { CartStep } from './cart-step.tsx';
import {
  CHECKOUT_STEP_FIELDS,
  checkoutDefaults,
  checkoutFieldOf,
  toOrderRequest,
  useCheckoutSchema,
  type CheckoutValues,
} from './checkout-schema.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { PaymentStep } from './payment-step.tsx';

const TITLE_ID = 'checkout-title';
type Placed = CheckoutOrderResult['order'];

/** The order number, where to see it, and a way to start again. */
function OrderPlaced({ placed, onAgain }: { placed: Placed; onAgain: () => void }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  return (
    <WizardDone
      title={t('wizards.checkout.done.title', { order: placed.order })}
      message={t('wizards.checkout.done.message', { total: format.money(placed.totals.total) })}
      actions={
        <>
          <Button asChild>
            <Link to={ecommerceHref('ecommerce.orderDetails', { id: String(placed.id) })}>
              {t('wizards.checkout.done.view')}
            </Link>
          </Button>
          <Button asChild variant="tonal">
            <Link to={`${ecommerceHref('ecommerce.orderList')}?q=${placed.order}`}>
              {t('wizards.checkout.done.list')}
            </Link>
          </Button>
          <Button variant="text" onClick={onAgain}>
            {t('wizards.checkout.done.again')}
          </Button>
        </>
      }
    />
  );
}

/** The four steps on the fetched cart; placing the order creates a real e-commerce order. */
export function CheckoutWizard({
  cart,
  initialStep,
}: {
  cart: CheckoutCart;
  initialStep?: number;
}) {
  const { t } = useTranslation('pages');
  const toast = useToast();
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(useCheckoutSchema()),
    defaultValues: checkoutDefaults(cart),
  });
  const [place] = usePlaceCheckoutOrderMutation();
  const [placed, setPlaced] = useState<Placed | null>(null);
  const step = (id: keyof typeof CHECKOUT_STEP_FIELDS) => ({
    id,
    label: t(`wizards.checkout.steps.${id}.label`),
    description: t(`wizards.checkout.steps.${id}.description`),
    fields: CHECKOUT_STEP_FIELDS[id],
  });

  if (placed)
    return (
      <OrderPlaced
        placed={placed}
        onAgain={() => {
          form.reset(checkoutDefaults(cart));
          setPlaced(null);
        }}
      />
    );
  return (
    <WizardFrame
      form={form}
      labelledBy={TITLE_ID}
      initialStep={initialStep}
      submitLabel={t('wizards.checkout.submit')}
      steps={[
        { ...step('cart'), body: <CartStep form={form} /> },
        { ...step('address'), body: <AddressStep form={form} cart={cart} /> },
        { ...step('payment'), body: <PaymentStep form={form} /> },
        { ...step('confirm'), body: <ConfirmStep form={form} cart={cart} /> },
      ]}
      send={(values) =>
        wizardOutcome(
          place(toOrderRequest(values, cart)).unwrap(),
          ({ order }) => {
            setPlaced(order);
            toast({
              title: t('wizards.checkout.toast', { order: order.order }),
              severity: 'success',
            });
          },
          checkoutFieldOf(values),
        )
      }
    />
  );
}

/** The `wizard.checkout` route: the seeded cart through cart, address, payment and confirmation. */
export function CheckoutPage() {
  const { t } = useTranslation('pages');
  const cart = useGetCheckoutCartQuery();
  return (
    <WizardPage
      titleId={TITLE_ID}
      title={t('wizards.checkout.title')}
      description={t('wizards.checkout.description')}
    >
      {cart.isError ? (
        <Card>
          <ErrorState
            message={t('wizards.checkout.loadError')}
            retryLabel={t('wizards.checkout.retry')}
            retrying={cart.isFetching}
            onRetry={() => void cart.refetch()}
          />
        </Card>
      ) : cart.data ? (
        <CheckoutWizard cart={cart.data} />
      ) : (
        <WizardSkeleton label={t('wizards.checkout.title')} />
      )}
    </WizardPage>
  );
}
