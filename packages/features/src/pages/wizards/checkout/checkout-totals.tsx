import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Stack, Typography } from '@atrium/ui';
import { checkoutTotals } from '@atrium/mocks/values';

import { useFormat } from '../../../shared/format.ts';
import { SummaryList } from '../wizard-parts.tsx';
import type { CheckoutValues } from './checkout-schema.ts';

/** The cart's totals as the fake API computes them (values wizards.ts), kept up as it changes. */
export function CheckoutTotalsList({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const [lines, coupon] = useWatch({ control: form.control, name: ['lines', 'coupon'] });
  const amounts = lines.map(({ price, qty }) => ({ price, qty: Number.isFinite(qty) ? qty : 0 }));
  const totals = checkoutTotals(amounts, coupon?.percent);
  const label = (key: keyof typeof totals) => t(`wizards.checkout.totals.${key}`);
  return (
    <SummaryList
      rows={[
        { key: 'subtotal', label: label('subtotal'), value: format.money(totals.subtotal) },
        ...(totals.discount > 0
          ? [
              {
                key: 'discount',
                label: label('discount'),
                value: `−${format.money(totals.discount)}`,
              },
            ]
          : []),
        {
          key: 'shipping',
          label: label('shipping'),
          value:
            totals.shipping === 0
              ? t('wizards.checkout.totals.free')
              : format.money(totals.shipping),
        },
        { key: 'tax', label: label('tax'), value: format.money(totals.tax) },
        { key: 'total', label: label('total'), value: format.money(totals.total), strong: true },
      ]}
    />
  );
}

/** The totals under their "Order summary" heading (the cart's side column, the confirmation). */
export function CheckoutSummary({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const { t } = useTranslation('pages');
  return (
    <Stack gap={3}>
      <Typography variant="h6" as="h3">
        {t('wizards.checkout.cart.summary')}
      </Typography>
      <CheckoutTotalsList form={form} />
    </Stack>
  );
}
