import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Grid, Stack, Typography } from '@atrium/ui';
import { cardDigits } from '@atrium/mocks/values';
import type { CheckoutCart } from '@atrium/mocks/types';

import { useFormat } from '../../../shared/format.ts';
import { SummaryList } from '../wizard-parts.tsx';
import { addressLine } from './address-step.tsx';
import { chosenAddress, type CheckoutValues } from './checkout-schema.ts';
import { CheckoutSummary } from './checkout-totals.tsx';

/** Step 4: everything chosen, read back before the order is placed. */
export function ConfirmStep({
  form,
  cart,
}: {
  form: UseFormReturn<CheckoutValues>;
  cart: CheckoutCart;
}) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const values = useWatch({ control: form.control }) as CheckoutValues;
  const address = chosenAddress(values, cart);
  const payment =
    values.paymentMethod === 'paypal'
      ? t('wizards.checkout.confirm.paypal', { email: values.paypalEmail })
      : t('wizards.checkout.confirm.cardEnding', {
          last4: cardDigits(values.cardNumber).slice(-4),
        });
  return (
    <Grid columns={{ xs: 1, md: 2 }} gap={6}>
      <Stack gap={3}>
        <Typography variant="h6" as="h3">
          {t('wizards.checkout.confirm.items')}
        </Typography>
        <SummaryList
          rows={values.lines.map((line) => ({
            key: `line-${line.productId}`,
            label: t('wizards.checkout.confirm.line', { name: line.productName, qty: line.qty }),
            value: format.money(line.price * line.qty),
          }))}
        />
        <SummaryList
          rows={[
            {
              key: 'address',
              label: t('wizards.checkout.confirm.deliverTo'),
              value: `${address.name}, ${addressLine(address)}`,
            },
            { key: 'payment', label: t('wizards.checkout.confirm.payment'), value: payment },
            ...(values.coupon
              ? [
                  {
                    key: 'coupon',
                    label: t('wizards.checkout.confirm.coupon'),
                    value: t('wizards.checkout.cart.couponApplied', values.coupon),
                  },
                ]
              : []),
          ]}
        />
      </Stack>
      <CheckoutSummary form={form} />
    </Grid>
  );
}
