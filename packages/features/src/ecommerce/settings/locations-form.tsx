import { IconMapPin } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Alert, Avatar, Chip, RadioGroup, Stack, Typography } from '@atrium/ui';

import { RadioField, SwitchField } from '../../shared/bound-fields.tsx';
import { locationsSchema } from './settings-schemas.ts';
import { SettingsFormCard } from './settings-form-card.tsx';
import { useSectionForm, type SectionFormProps } from './use-section-form.ts';

/**
 * The shop's locations: which one is the default and which fulfil online orders. The default
 * must fulfil online orders (checked here and by the fake API).
 */
export function LocationsForm(props: SectionFormProps<'locations'>) {
  const { i18n } = useTranslation('ecommerce');
  const { t, control, errors, card } = useSectionForm('locations', props, locationsSchema);
  // The list itself is not edited here, only its switches and the default, so the saved list
  // gives the rows (useFieldArray would swap each location's `id` for a generated key).
  const fields = props.initial.locations;
  const defaultId = useWatch({ control, name: 'defaultLocationId' });
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });

  return (
    <SettingsFormCard {...card}>
      {errors.defaultLocationId?.message ? (
        <Alert severity="error" data-testid="locations-error">
          {errors.defaultLocationId.message}
        </Alert>
      ) : null}
      <RadioField
        control={control}
        name="defaultLocationId"
        label={t('settings.locations.default')}
        helperText={t('settings.locations.defaultHint')}
      >
        {fields.map((location) => (
          <RadioGroup.Item
            key={location.id}
            value={location.id}
            label={location.name}
            description={`${location.address}, ${location.city}, ${countries.of(location.country) ?? location.country}`}
            data-testid={`location-default-${location.id}`}
          />
        ))}
      </RadioField>
      <Stack as="ul" gap={3}>
        {fields.map((location, index) => (
          <Stack
            as="li"
            key={location.id}
            direction="row"
            gap={3}
            align="center"
            wrap
            justify="between"
          >
            <Stack direction="row" gap={3} align="center">
              <Avatar size="sm" color="primary" alt="">
                <IconMapPin size={18} aria-hidden />
              </Avatar>
              <Typography variant="body2" weight="semibold">
                {location.name}
              </Typography>
              {location.id === defaultId ? (
                <Chip
                  size="sm"
                  variant="tonal"
                  color="primary"
                  label={t('settings.locations.defaultChip')}
                />
              ) : null}
            </Stack>
            <SwitchField
              control={control}
              name={`locations.${index}.fulfilsOnlineOrders`}
              label={t('settings.locations.fulfils')}
              aria-label={t('settings.locations.fulfilsAt', { name: location.name })}
              data-testid={`location-fulfils-${location.id}`}
            />
          </Stack>
        ))}
      </Stack>
    </SettingsFormCard>
  );
}
