import { Alert, Divider, Grid, Stack, Textarea, Typography } from '@atrium/ui';
import { MANUAL_PAYMENTS, PAYMENT_PROVIDERS } from '@atrium/mocks/values';

import { SwitchField } from '../../shared/bound-fields.tsx';
import { paymentsSchema } from './settings-schemas.ts';
import { SettingsFormCard } from './settings-form-card.tsx';
import { useSectionForm, type SectionFormProps } from './use-section-form.ts';

/** Payment providers on or off, manual methods and their instructions. */
export function PaymentsForm(props: SectionFormProps<'payments'>) {
  const { t, register, control, errors, card } = useSectionForm('payments', props, paymentsSchema);

  return (
    <SettingsFormCard {...card}>
      {errors.providers?.message ? (
        <Alert severity="error" data-testid="payments-error">
          {errors.providers.message}
        </Alert>
      ) : null}
      <Stack gap={3} as="fieldset">
        <Typography variant="subtitle" as="legend" gutterBottom>
          {t('settings.payments.providersTitle')}
        </Typography>
        <Grid columns={{ xs: 1, md: 2 }} gap={4}>
          {PAYMENT_PROVIDERS.map((id) => (
            <SwitchField
              key={id}
              control={control}
              name={`providers.${id}`}
              label={t(`settings.payments.providers.${id}.name`)}
              description={t(`settings.payments.providers.${id}.text`)}
              data-testid={`payments-provider-${id}`}
            />
          ))}
        </Grid>
      </Stack>
      <Divider />
      <Stack gap={3} as="fieldset">
        <Typography variant="subtitle" as="legend" gutterBottom>
          {t('settings.payments.manualTitle')}
        </Typography>
        <Grid columns={{ xs: 1, md: 3 }} gap={4}>
          {MANUAL_PAYMENTS.map((id) => (
            <SwitchField
              key={id}
              control={control}
              name={`manual.${id}`}
              label={t(`settings.payments.manual.${id}`)}
              data-testid={`payments-manual-${id}`}
            />
          ))}
        </Grid>
        <Textarea
          label={t('settings.payments.instructions')}
          helperText={t('settings.payments.instructionsHint')}
          maxLength={500}
          minRows={2}
          error={errors.manualInstructions?.message}
          {...register('manualInstructions')}
        />
      </Stack>
    </SettingsFormCard>
  );
}
