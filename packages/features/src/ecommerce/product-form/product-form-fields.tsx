import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DatePicker, RadioGroup, Switch } from '@atrium/ui';

import type { ProductFormValues } from './product-schema.ts';

/** What every section of the product form reads: the texts and the form it fills. */
export function useProductFormSection() {
  const { t, i18n } = useTranslation('ecommerce');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  return { t, i18n, register, control, errors };
}

/** A switch bound to one of the form's yes/no values. */
export function ProductSwitchField({
  name,
  label,
}: {
  name: 'taxCharged' | 'stock';
  label: string;
}) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value}
          onCheckedChange={({ checked }) => field.onChange(checked)}
        />
      )}
    />
  );
}

/** A date picker bound to one of the form's date values. */
export function ProductDateField({ name, label }: { name: 'expiryDate'; label: string }) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DatePicker
          label={label}
          value={field.value}
          onValueChange={({ value }) => field.onChange(value)}
        />
      )}
    />
  );
}

/** A radio group bound to one of the form's one-of-a-list values; the items are the children. */
export function ProductRadioField({
  name,
  label,
  children,
}: {
  name: 'shipping' | 'delivery';
  label: string;
  children: ReactNode;
}) {
  const { control } = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          label={label}
          value={field.value}
          onValueChange={({ value }) => field.onChange(value)}
        >
          {children}
        </RadioGroup>
      )}
    />
  );
}
