import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Stack } from '@atrium/ui';
import {
  PROPERTY_FEATURES,
  PROPERTY_KINDS,
  PROPERTY_LISTING_KINDS,
  pricePerArea,
} from '@atrium/mocks/values';

import { useFormat } from '../../../shared/format.ts';
import type { PagesTexts } from '../../locales/index.ts';
import { ChoiceField, ChoicesField } from '../choice-field.tsx';
import { FieldGrid } from '../field-grid.tsx';
import { typedNumber } from '../numbers.ts';
import { SummaryList } from '../wizard-parts.tsx';
import type { PropertyValues } from './property-schema.ts';

type Form = UseFormReturn<PropertyValues>;
type FieldKey = keyof PagesTexts['wizards']['property']['fields'];

const useLabel = () => {
  const { t } = useTranslation('pages');
  return (name: FieldKey) => t(`wizards.property.fields.${name}`);
};

/** Step 1: who lists the property. */
export function PersonalStep({ form }: { form: Form }) {
  const label = useLabel();
  return (
    <FieldGrid
      form={form}
      fields={[
        {
          name: 'ownerName',
          label: label('ownerName'),
          wide: true,
          input: { autoComplete: 'name' },
        },
        {
          name: 'ownerEmail',
          label: label('ownerEmail'),
          input: { type: 'email', autoComplete: 'email' },
        },
        {
          name: 'ownerPhone',
          label: label('ownerPhone'),
          input: { type: 'tel', autoComplete: 'tel', dir: 'ltr' },
        },
      ]}
    />
  );
}

/** Step 2: the kind of property, sale or rent, and its rooms. */
export function PropertyStep({ form }: { form: Form }) {
  const { t } = useTranslation('pages');
  const label = useLabel();
  return (
    <Stack gap={5}>
      <ChoiceField
        control={form.control}
        name="kind"
        label={label('kind')}
        required
        minCardWidth={140}
        options={PROPERTY_KINDS.map((value) => ({
          value,
          title: t(`wizards.property.kinds.${value}`),
        }))}
      />
      <ChoiceField
        control={form.control}
        name="listing"
        label={label('listing')}
        required
        minCardWidth={140}
        options={PROPERTY_LISTING_KINDS.map((value) => ({
          value,
          title: t(`wizards.property.listings.${value}`),
        }))}
      />
      <FieldGrid
        form={form}
        fields={[
          { name: 'bedrooms', label: label('bedrooms'), input: { inputMode: 'numeric' } },
          { name: 'bathrooms', label: label('bathrooms'), input: { inputMode: 'numeric' } },
        ]}
      />
    </Stack>
  );
}

/** Step 3: what the property offers (any of them, or none). */
export function FeaturesStep({ form }: { form: Form }) {
  const { t } = useTranslation('pages');
  return (
    <ChoicesField
      control={form.control}
      name="features"
      label={t('wizards.property.fields.features')}
      minCardWidth={170}
      options={PROPERTY_FEATURES.map((value) => ({
        value,
        title: t(`wizards.property.features.${value}`),
      }))}
    />
  );
}

/** Step 4: where it is and how big. */
export function AreaStep({ form }: { form: Form }) {
  const { t } = useTranslation('pages');
  const label = useLabel();
  return (
    <FieldGrid
      form={form}
      fields={[
        {
          name: 'address',
          label: label('address'),
          wide: true,
          input: { autoComplete: 'street-address' },
        },
        { name: 'city', label: label('city'), input: { autoComplete: 'address-level2' } },
        {
          name: 'area',
          label: label('area'),
          input: { inputMode: 'decimal', suffix: t('wizards.property.unit') },
        },
      ]}
    />
  );
}

/** The price per square metre of the typed figures, or why there is none yet. */
function usePerArea(form: Form): string {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const [price, area] = useWatch({ control: form.control, name: ['price', 'area'] });
  const perArea = pricePerArea(typedNumber(price), typedNumber(area));
  return perArea === null ? t('wizards.property.pricePerAreaEmpty') : format.money(perArea);
}

/** Step 5: the asking price, and the price per square metre it makes. */
export function PriceStep({ form }: { form: Form }) {
  const label = useLabel();
  const perArea = usePerArea(form);
  return (
    <Stack gap={5}>
      <FieldGrid
        form={form}
        fields={[
          { name: 'price', label: label('price'), input: { inputMode: 'decimal', prefix: '$' } },
        ]}
      />
      <SummaryList
        rows={[{ key: 'perArea', label: label('pricePerArea'), value: perArea, strong: true }]}
      />
    </Stack>
  );
}

/** Step 6: the whole listing read back before it is published. */
export function ReviewStep({ form }: { form: Form }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const label = useLabel();
  const perArea = usePerArea(form);
  const values = useWatch({ control: form.control }) as PropertyValues;
  const row = (key: FieldKey, value: string) => ({ key, label: label(key), value });
  return (
    <SummaryList
      rows={[
        row('ownerName', values.ownerName),
        row('ownerEmail', values.ownerEmail),
        row('ownerPhone', values.ownerPhone),
        row('kind', t(`wizards.property.kinds.${values.kind}`)),
        row('listing', t(`wizards.property.listings.${values.listing}`)),
        row('bedrooms', values.bedrooms),
        row('bathrooms', values.bathrooms),
        row(
          'features',
          values.features.length
            ? values.features.map((f) => t(`wizards.property.features.${f}`)).join(', ')
            : t('wizards.property.noFeatures'),
        ),
        row('address', `${values.address}, ${values.city}`),
        row('area', `${format.number(typedNumber(values.area))} ${t('wizards.property.unit')}`),
        row('price', format.money(typedNumber(values.price))),
        { ...row('pricePerArea', perArea), strong: true },
      ]}
    />
  );
}
