import { Card, Stack, TextField } from '@atrium/ui';

import { STORE_CURRENCY } from '../../shared/index.ts';
import { SwitchField } from '../../shared/bound-fields.tsx';
import { useProductFormSection } from './product-form-fields.tsx';

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
  const { t, i18n, register, control, errors } = useProductFormSection();
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
          <SwitchField
            control={control}
            name="taxCharged"
            label={t('productForm.pricing.taxCharged')}
          />
          <SwitchField control={control} name="stock" label={t('productForm.pricing.stock')} />
        </Stack>
      </Card.Content>
    </Card>
  );
}
