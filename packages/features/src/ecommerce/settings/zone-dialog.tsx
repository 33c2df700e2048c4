import { zodResolver } from '@hookform/resolvers/zod';
import type { ShippingZone } from '@atrium/mocks/types';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Box, Button, Dialog, Grid, IconButton, Stack, TextField, Typography } from '@atrium/ui';

import { MultiSelectField } from '../../shared/bound-fields.tsx';
import { countryOptions } from './settings-options.ts';
import { zoneSchema, type ZoneFormValues } from './settings-schemas.ts';

export interface ZoneDialogProps {
  /** The zone to edit, or null to add one. */
  zone: ShippingZone | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the zone; resolves to whether it worked (the dialog stays open when not). */
  onSave: (zone: ShippingZone) => Promise<boolean>;
}

/** A new id `prefix-n` not yet in `taken` (deterministic, unlike a random id). */
export const newId = (prefix: string, taken: readonly { id: string }[]) => {
  let n = taken.length + 1;
  while (taken.some((item) => item.id === `${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
};

const toForm = (zone: ShippingZone | null): ZoneFormValues => ({
  name: zone?.name ?? '',
  countries: zone?.countries ?? [],
  rates: zone?.rates.map((r) => ({
    id: r.id,
    name: r.name,
    price: String(r.price),
    minOrder: r.minOrder === null ? '' : String(r.minOrder),
  })) ?? [{ id: 'rate-1', name: '', price: '', minOrder: '' }],
});

/** Add or edit a shipping zone: name, countries and a table of rates. */
export function ZoneDialog({ zone, open, onOpenChange, onSave }: ZoneDialogProps) {
  const { t } = useTranslation('ecommerce');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="md">
      <Dialog.Title>
        {zone ? t('settings.shipping.editZone') : t('settings.shipping.addZone')}
      </Dialog.Title>
      {/* Remounted per zone so the form starts from that zone's values. */}
      {open ? (
        <ZoneForm
          key={zone?.id ?? 'new'}
          zone={zone}
          onSave={onSave}
          onCancel={() => onOpenChange(false)}
        />
      ) : null}
    </Dialog>
  );
}

function ZoneForm({
  zone,
  onSave,
  onCancel,
}: {
  zone: ShippingZone | null;
  onSave: ZoneDialogProps['onSave'];
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('ecommerce');
  const [saving, setSaving] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ZoneFormValues>({
    resolver: zodResolver(zoneSchema(t)),
    defaultValues: toForm(zone),
  });
  const rates = useFieldArray({ control, name: 'rates', keyName: 'key' });

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    await onSave({
      // A new zone gets its id from the shipping section, which knows the taken ones.
      id: zone?.id ?? '',
      name: values.name,
      countries: values.countries,
      rates: values.rates.map((r) => ({
        id: r.id,
        name: r.name,
        price: Number(r.price),
        minOrder: r.minOrder === '' ? null : Number(r.minOrder),
      })),
    });
    setSaving(false);
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="zone-form">
      <Dialog.Body>
        <Stack gap={4}>
          <TextField
            label={t('settings.shipping.zoneName')}
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <MultiSelectField
            control={control}
            name="countries"
            label={t('settings.shipping.countries')}
            required
            options={countryOptions(i18n.language)}
          />
          <Typography variant="subtitle" as="h3">
            {t('settings.shipping.rates')}
          </Typography>
          {errors.rates?.message ? (
            <Typography color="error" variant="body2" role="alert">
              {errors.rates.message}
            </Typography>
          ) : null}
          {rates.fields.map((rate, index) => (
            <Grid key={rate.key} columns={{ xs: 1, sm: 3 }} gap={3} alignItems="end">
              <TextField
                label={t('settings.shipping.rateName')}
                required
                error={errors.rates?.[index]?.name?.message}
                {...register(`rates.${index}.name`)}
              />
              <TextField
                label={t('settings.shipping.price')}
                inputMode="decimal"
                required
                error={errors.rates?.[index]?.price?.message}
                {...register(`rates.${index}.price`)}
              />
              <Stack direction="row" gap={2} align="end">
                <Box grow minInlineSize={0}>
                  <TextField
                    label={t('settings.shipping.minOrder')}
                    inputMode="decimal"
                    error={errors.rates?.[index]?.minOrder?.message}
                    {...register(`rates.${index}.minOrder`)}
                  />
                </Box>
                <IconButton
                  label={t('settings.shipping.removeRate', { index: index + 1 })}
                  variant="text"
                  color="error"
                  disabled={rates.fields.length === 1}
                  onClick={() => rates.remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </IconButton>
              </Stack>
            </Grid>
          ))}
          <div>
            <Button
              variant="text"
              startIcon={<IconPlus size={18} aria-hidden />}
              onClick={() =>
                rates.append({ id: newId('rate', rates.fields), name: '', price: '', minOrder: '' })
              }
            >
              {t('settings.shipping.addRate')}
            </Button>
          </div>
        </Stack>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="outlined" color="secondary" onClick={onCancel}>
          {t('common.actions.cancel')}
        </Button>
        <Button type="submit" loading={saving} data-testid="zone-save">
          {t('common.actions.save')}
        </Button>
      </Dialog.Actions>
    </form>
  );
}
