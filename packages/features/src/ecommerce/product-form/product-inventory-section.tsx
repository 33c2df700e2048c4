import { useMemo, type ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  Card,
  Checkbox,
  DatePicker,
  Divider,
  MultiSelect,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@atrium/ui';
import { PRODUCT_ATTRIBUTES, PRODUCT_DELIVERY } from '@atrium/mocks/values';

import type { ProductFormValues } from './product-schema.ts';

/** Countries offered for "selected countries" delivery (ISO 3166 alpha-2, lower case). */
const COUNTRIES = [
  'us',
  'ca',
  'gb',
  'fr',
  'de',
  'es',
  'it',
  'nl',
  'ae',
  'sa',
  'eg',
  'ma',
  'in',
  'jp',
  'au',
  'br',
];

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap={3}>
      <Typography variant="h6" as="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * Restock, shipping, global delivery and attributes as sections of one card rather than tabs:
 * every field stays mounted, so the first invalid one can always take the focus.
 */
export function ProductInventorySection() {
  const { t, i18n } = useTranslation('ecommerce');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const delivery = useWatch({ control, name: 'delivery' });
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return COUNTRIES.map((code) => ({ value: code, label: names.of(code.toUpperCase()) ?? code }));
  }, [i18n.language]);

  return (
    <Card>
      <Card.Header title={t('productForm.sections.inventory')} headingLevel={2} />
      <Card.Content>
        <Stack gap={5}>
          <Part title={t('productForm.inventory.restock')}>
            <TextField
              label={t('productForm.inventory.qty')}
              required
              inputMode="numeric"
              error={errors.qty?.message}
              {...register('qty')}
            />
          </Part>
          <Divider />
          <Part title={t('productForm.inventory.shipping')}>
            <Controller
              control={control}
              name="shipping"
              render={({ field }) => (
                <RadioGroup
                  label={t('productForm.inventory.shippingType')}
                  value={field.value}
                  onValueChange={({ value }) => field.onChange(value)}
                >
                  <RadioGroup.Item
                    value="seller"
                    label={t('productForm.inventory.seller')}
                    description={t('productForm.inventory.sellerHint')}
                  />
                  <RadioGroup.Item
                    value="company"
                    label={t('productForm.inventory.company')}
                    description={t('productForm.inventory.companyHint')}
                  />
                </RadioGroup>
              )}
            />
          </Part>
          <Divider />
          <Part title={t('productForm.inventory.delivery')}>
            <Controller
              control={control}
              name="delivery"
              render={({ field }) => (
                <RadioGroup
                  label={t('productForm.inventory.deliveryType')}
                  value={field.value}
                  onValueChange={({ value }) => field.onChange(value)}
                >
                  {PRODUCT_DELIVERY.map((value) => (
                    <RadioGroup.Item
                      key={value}
                      value={value}
                      label={t(`productForm.inventory.${value}`)}
                      description={t(`productForm.inventory.${value}Hint`)}
                    />
                  ))}
                </RadioGroup>
              )}
            />
            {delivery === 'selected' && (
              <Controller
                control={control}
                name="deliveryCountries"
                render={({ field, fieldState }) => (
                  <MultiSelect
                    label={t('productForm.inventory.countries')}
                    required
                    options={countries}
                    value={field.value}
                    onValueChange={({ value }) => field.onChange(value)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
          </Part>
          <Divider />
          <Part title={t('productForm.inventory.attributes')}>
            <Controller
              control={control}
              name="attributes"
              render={({ field }) => (
                <Stack gap={2}>
                  {PRODUCT_ATTRIBUTES.map((attribute) => (
                    <Checkbox
                      key={attribute}
                      label={t(`productForm.inventory.${attribute}`)}
                      checked={field.value.includes(attribute)}
                      onCheckedChange={({ checked }) =>
                        field.onChange(
                          checked === true
                            ? [...field.value, attribute]
                            : field.value.filter((a) => a !== attribute),
                        )
                      }
                    />
                  ))}
                </Stack>
              )}
            />
            <Controller
              control={control}
              name="expiryDate"
              render={({ field }) => (
                <DatePicker
                  label={t('productForm.inventory.expiryDate')}
                  value={field.value}
                  onValueChange={({ value }) => field.onChange(value)}
                />
              )}
            />
          </Part>
        </Stack>
      </Card.Content>
    </Card>
  );
}
