import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { OrderAddress } from '@atrium/mocks/types';
import { Button, Dialog, Grid, TextField } from '@atrium/ui';

const MAX = 120;

interface AddressFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  address: OrderAddress;
  /** Saves; a rejection keeps the dialog open (the caller shows the toast). */
  onSave: (address: OrderAddress) => Promise<void>;
}

function useAddressSchema() {
  const { t } = useTranslation('ecommerce');
  return useMemo(() => {
    const required = z
      .string()
      .trim()
      .min(1, t('orders.details.address.required'))
      .max(MAX, t('orders.details.address.tooLong', { max: MAX }));
    const optional = z
      .string()
      .trim()
      .max(MAX, t('orders.details.address.tooLong', { max: MAX }));
    return z.object({
      name: required,
      line1: required,
      line2: optional,
      city: required,
      state: optional,
      postalCode: z
        .string()
        .trim()
        .min(1, t('orders.details.address.required'))
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, t('orders.details.address.postalCodeInvalid')),
      country: required,
    });
  }, [t]);
}

const FIELDS = [
  { name: 'name', autoComplete: 'name', span: 2 },
  { name: 'line1', autoComplete: 'address-line1', span: 2 },
  { name: 'line2', autoComplete: 'address-line2', span: 2 },
  { name: 'city', autoComplete: 'address-level2', span: 1 },
  { name: 'state', autoComplete: 'address-level1', span: 1 },
  { name: 'postalCode', autoComplete: 'postal-code', span: 1 },
  { name: 'country', autoComplete: 'country-name', span: 1 },
] as const satisfies ReadonlyArray<{
  name: keyof OrderAddress;
  autoComplete: string;
  span: number;
}>;

const REQUIRED = new Set<keyof OrderAddress>(['name', 'line1', 'city', 'postalCode', 'country']);

/** Edits one address of an order: validated on submit, saved through the caller. */
export function AddressFormDialog({
  open,
  onOpenChange,
  title,
  address,
  onSave,
}: AddressFormDialogProps) {
  const { t } = useTranslation('ecommerce');
  const formId = useId();
  const schema = useAddressSchema();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OrderAddress>({ resolver: zodResolver(schema), defaultValues: address });

  // Each opening starts from the stored address, not from an abandoned edit. Only the opening:
  // the order refetched while the dialog is open must not wipe what is being typed.
  useEffect(() => {
    if (open) reset(address);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only, see above
  }, [open, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      onOpenChange(false);
    } catch {
      // The caller has said what went wrong; the form keeps what was typed.
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="md" aria-describedby={undefined}>
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Body>
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
            {FIELDS.map((field) => (
              <Grid.Item key={field.name} span={{ xs: 1, sm: field.span }}>
                <TextField
                  label={t(`orders.details.address.${field.name}`)}
                  autoComplete={field.autoComplete}
                  required={REQUIRED.has(field.name)}
                  error={errors[field.name]?.message}
                  {...register(field.name)}
                />
              </Grid.Item>
            ))}
          </Grid>
        </form>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
          {t('common.actions.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={isSubmitting}>
          {t('common.actions.save')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
