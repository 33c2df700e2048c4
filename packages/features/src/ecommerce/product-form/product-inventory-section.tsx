import { useMemo, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';

import { Card, Checkbox, Divider, RadioGroup, Stack, TextField, Typography } from '@atrium/ui';
import { PRODUCT_ATTRIBUTES, PRODUCT_DELIVERY } from '@atrium/mocks/values';

import { DateField, MultiSelectField, RadioField } from '../../shared/bound-fields.tsx';
import { useProductFormSection } from './product-form-fields.tsx';

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
  const { t, i18n, register, control, errors } = useProductFormSection();
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
            <RadioField
              control={control}
              name="shipping"
              label={t('productForm.inventory.shippingType')}
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
            </RadioField>
          </Part>
          <Divider />
          <Part title={t('productForm.inventory.delivery')}>
            <RadioField
              control={control}
              name="delivery"
              label={t('productForm.inventory.deliveryType')}
            >
              {PRODUCT_DELIVERY.map((value) => (
                <RadioGroup.Item
                  key={value}
                  value={value}
                  label={t(`productForm.inventory.${value}`)}
                  description={t(`productForm.inventory.${value}Hint`)}
                />
              ))}
            </RadioField>
            {delivery === 'selected' && (
              <MultiSelectField
                control={control}
                name="deliveryCountries"
                label={t('productForm.inventory.countries')}
                required
                options={countries}
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
            <DateField
              control={control}
              name="expiryDate"
              label={t('productForm.inventory.expiryDate')}
            />
          </Part>
        </Stack>
      </Card.Content>
    </Card>
  );
}
