import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Card, Stack, Switch, TextField } from '@atrium/ui';

import { STORE_CURRENCY } from '../../shared/index.ts';
import type { ProductFormValues } from './product-schema.ts';

/** The currency's symbol in the current language ("$", "$US"), for the price fields' prefix. */
function currencySymbol(language: string): string {
  const parts = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: STORE_CURRENCY,
  }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? STORE_CURRENCY;
}

/** Base and discounted price (checked against each other), tax and stock switches. */
export function ProductPricingSection() {
  const { t, i18n } = useTranslation('ecommerce');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const symbol = currencySymbol(i18n.language);
  return (
    <Card>
      <Card.Header title={t('productForm.sections.pricing')} headingLevel={2} />
      <Card.Content>
        <Stack gap={4}>
          <TextField
            label={t('productForm.pricing.price')}
            required
            inputMode="decimal"
            prefix={symbol}
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label={t('productForm.pricing.discountedPrice')}
            inputMode="decimal"
            prefix={symbol}
            error={errors.discountedPrice?.message}
            {...register('discountedPrice')}
          />
          <Controller
            control={control}
            name="taxCharged"
            render={({ field }) => (
              <Switch
                label={t('productForm.pricing.taxCharged')}
                checked={field.value}
                onCheckedChange={({ checked }) => field.onChange(checked)}
              />
            )}
          />
          <Controller
            control={control}
            name="stock"
            render={({ field }) => (
              <Switch
                label={t('productForm.pricing.stock')}
                checked={field.value}
                onCheckedChange={({ checked }) => field.onChange(checked)}
              />
            )}
          />
        </Stack>
      </Card.Content>
    </Card>
  );
}
