import { useTranslation } from 'react-i18next';

import { Grid, TextField } from '@atrium/ui';

import { SelectField } from '../../shared/bound-fields.tsx';
import { TIMEZONES, countryOptions, currencyOptions } from './settings-options.ts';
import { storeSchema } from './settings-schemas.ts';
import { SettingsFormCard } from './settings-form-card.tsx';
import { useSectionForm, type SectionFormProps } from './use-section-form.ts';

type AddressLine = 'line1' | 'line2' | 'city' | 'postcode';
type Label = 'name' | 'phone' | 'email' | 'orderPrefix' | AddressLine;

/** One text field of the store: its value, its label (`settings.store.fields.<label>`), hints. */
interface StoreTextField {
  name: Exclude<Label, AddressLine> | `address.${AddressLine}`;
  label: Label;
  type?: 'tel' | 'email';
  required?: boolean;
  autoComplete?: string;
  /** Shows `settings.store.prefixHint` under the field. */
  prefixHint?: boolean;
}

/** In the grid's order (two a row). */
const STORE_TEXT_FIELDS: readonly StoreTextField[] = [
  { name: 'name', label: 'name', required: true },
  { name: 'phone', label: 'phone', type: 'tel', required: true, autoComplete: 'tel' },
  { name: 'email', label: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'orderPrefix', label: 'orderPrefix', prefixHint: true },
  { name: 'address.line1', label: 'line1', required: true, autoComplete: 'address-line1' },
  { name: 'address.line2', label: 'line2', autoComplete: 'address-line2' },
  { name: 'address.city', label: 'city', required: true, autoComplete: 'address-level2' },
  { name: 'address.postcode', label: 'postcode', required: true, autoComplete: 'postal-code' },
];

/** The store's one-of-a-list fields, after the text fields, with their options in `language`. */
const storeChoices = (language: string) =>
  [
    { name: 'address.country', label: 'country', options: countryOptions(language) },
    { name: 'currency', label: 'currency', options: currencyOptions(language) },
    {
      name: 'timezone',
      label: 'timezone',
      options: TIMEZONES.map((zone) => ({ value: zone, label: zone })),
    },
  ] as const;

/** Store name, contact, address, currency, time zone and order number prefix. */
export function StoreDetailsForm(props: SectionFormProps<'store'>) {
  const { i18n } = useTranslation('ecommerce');
  const { t, form, register, control, card } = useSectionForm('store', props, storeSchema);

  return (
    <SettingsFormCard {...card}>
      <Grid columns={{ xs: 1, md: 2 }} gap={4}>
        {STORE_TEXT_FIELDS.map(({ name, label, prefixHint, ...field }) => (
          <TextField
            key={name}
            label={t(`settings.store.fields.${label}`)}
            helperText={prefixHint ? t('settings.store.prefixHint') : undefined}
            error={form.getFieldState(name, form.formState).error?.message}
            {...field}
            {...register(name)}
          />
        ))}
        {storeChoices(i18n.language).map(({ name, label, options }) => (
          <SelectField
            key={name}
            control={control}
            name={name}
            label={t(`settings.store.fields.${label}`)}
            required
            options={options}
          />
        ))}
      </Grid>
    </SettingsFormCard>
  );
}
