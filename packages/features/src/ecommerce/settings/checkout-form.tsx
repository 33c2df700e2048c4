import { useWatch } from 'react-hook-form';

import { Box, Divider, Grid, RadioGroup, Stack, TextField } from '@atrium/ui';

import { RadioField, SelectField, SwitchField } from '../../shared/bound-fields.tsx';
import { checkoutSchema } from './settings-schemas.ts';
import { SettingsFormCard } from './settings-form-card.tsx';
import { useSectionForm, type SectionFormProps } from './use-section-form.ts';

const REQUIREMENT_FIELDS = ['companyName', 'addressLine2', 'shippingPhone'] as const;

/** How customers are contacted, which details checkout asks for, and tipping. */
export function CheckoutForm(props: SectionFormProps<'checkout'>) {
  const { t, register, control, errors, card } = useSectionForm('checkout', props, checkoutSchema);
  const tipping = useWatch({ control, name: 'tipping.enabled' });
  const requirementOptions = (['hidden', 'optional', 'required'] as const).map((value) => ({
    value,
    label: t(`settings.checkout.requirement.${value}`),
  }));

  return (
    <SettingsFormCard {...card}>
      <RadioField
        control={control}
        name="contactMethod"
        label={t('settings.checkout.contactMethod')}
        orientation="horizontal"
      >
        <RadioGroup.Item value="phone" label={t('settings.checkout.contact.phone')} />
        <RadioGroup.Item value="email" label={t('settings.checkout.contact.email')} />
      </RadioField>
      <Divider />
      <Grid columns={{ xs: 1, md: 2 }} gap={4}>
        <SelectField
          control={control}
          name="fullName"
          label={t('settings.checkout.fullName')}
          options={[
            { value: 'lastOnly', label: t('settings.checkout.fullNameOptions.lastOnly') },
            { value: 'firstAndLast', label: t('settings.checkout.fullNameOptions.firstAndLast') },
          ]}
        />
        {REQUIREMENT_FIELDS.map((name) => (
          <SelectField
            key={name}
            control={control}
            name={name}
            label={t(`settings.checkout.fields.${name}`)}
            options={requirementOptions}
          />
        ))}
      </Grid>
      <Divider />
      <Stack gap={4}>
        <SwitchField
          control={control}
          name="tipping.enabled"
          label={t('settings.checkout.tipping')}
          description={t('settings.checkout.tippingHint')}
          data-testid="checkout-tipping"
        />
        <Box maxInlineSize={240}>
          <TextField
            label={t('settings.checkout.tipPercent')}
            type="number"
            inputMode="numeric"
            min={0}
            max={30}
            suffix="%"
            disabled={!tipping}
            error={errors.tipping?.defaultPercent?.message}
            data-testid="checkout-tip-percent"
            {...register('tipping.defaultPercent', { valueAsNumber: true })}
          />
        </Box>
      </Stack>
    </SettingsFormCard>
  );
}
