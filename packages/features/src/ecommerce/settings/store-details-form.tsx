import { useTranslation } from 'react-i18next';

import { Grid, TextField } from '@atrium/ui';

import { SelectField } from '../../shared/bound-fields.tsx';
import { TIMEZONES, countryOptions, currencyOptions } from './settings-options.ts';
import { storeSchema } from './settings-schemas.ts';
import { SettingsFormCard } from './settings-form-card.tsx';
import { useSectionForm, type SectionFormProps } from './use-section-form.ts';

/** Store name, contact, address, currency, time zone and order number prefix. */
export function StoreDetailsForm(props: SectionFormProps<'store'>) {
  const { i18n } = useTranslation('ecommerce');
  const { t, register, control, errors, card } = useSectionForm('store', props, storeSchema);

  return (
    <SettingsFormCard {...card}>
      <Grid columns={{ xs: 1, md: 2 }} gap={4}>
        <TextField
          label={t('settings.store.fields.name')}
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('settings.store.fields.phone')}
          type="tel"
          required
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('settings.store.fields.email')}
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('settings.store.fields.orderPrefix')}
          helperText={t('settings.store.prefixHint')}
          error={errors.orderPrefix?.message}
          {...register('orderPrefix')}
        />
        <TextField
          label={t('settings.store.fields.line1')}
          required
          autoComplete="address-line1"
          error={errors.address?.line1?.message}
          {...register('address.line1')}
        />
        <TextField
          label={t('settings.store.fields.line2')}
          autoComplete="address-line2"
          error={errors.address?.line2?.message}
          {...register('address.line2')}
        />
        <TextField
          label={t('settings.store.fields.city')}
          required
          autoComplete="address-level2"
          error={errors.address?.city?.message}
          {...register('address.city')}
        />
        <TextField
          label={t('settings.store.fields.postcode')}
          required
          autoComplete="postal-code"
          error={errors.address?.postcode?.message}
          {...register('address.postcode')}
        />
        <SelectField
          control={control}
          name="address.country"
          label={t('settings.store.fields.country')}
          required
          options={countryOptions(i18n.language)}
        />
        <SelectField
          control={control}
          name="currency"
          label={t('settings.store.fields.currency')}
          required
          options={currencyOptions(i18n.language)}
        />
        <SelectField
          control={control}
          name="timezone"
          label={t('settings.store.fields.timezone')}
          required
          options={TIMEZONES.map((zone) => ({ value: zone, label: zone }))}
        />
      </Grid>
    </SettingsFormCard>
  );
}
