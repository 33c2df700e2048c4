import type { ReactElement, ReactNode } from 'react';
import { Controller, useFormContext, type ControllerRenderProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DatePicker, RadioGroup, Select, Switch, type SelectProps } from '@atrium/ui';

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

/** The form's values a control edits whole: yes/no values and one-of-a-list or date strings. */
type BoundName =
  'taxCharged' | 'stock' | 'expiryDate' | 'shipping' | 'delivery' | 'category' | 'status';

/** Renders `control` for the form's value `name`, through react-hook-form's `Controller`. */
function BoundField<N extends BoundName>({
  name,
  control,
}: {
  name: N;
  control: (field: ControllerRenderProps<ProductFormValues, N>, error?: string) => ReactElement;
}) {
  const form = useFormContext<ProductFormValues>();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => control(field, fieldState.error?.message)}
    />
  );
}

/** The value props of a ui control that reports `{ value }` (a radio group, a date picker). */
const valueProps = <N extends 'expiryDate' | 'shipping' | 'delivery' | 'category' | 'status'>(
  field: ControllerRenderProps<ProductFormValues, N>,
) => ({
  value: field.value,
  onValueChange: ({ value }: { value: string }) => field.onChange(value),
});

/** A switch bound to one of the form's yes/no values. */
export function ProductSwitchField({
  name,
  label,
}: {
  name: 'taxCharged' | 'stock';
  label: string;
}) {
  return (
    <BoundField
      name={name}
      control={(field) => (
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
  return (
    <BoundField
      name={name}
      control={(field) => <DatePicker label={label} {...valueProps(field)} />}
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
  return (
    <BoundField
      name={name}
      control={(field) => (
        <RadioGroup label={label} {...valueProps(field)}>
          {children}
        </RadioGroup>
      )}
    />
  );
}

/** A select bound to one of the form's one-of-a-list values, with its error under it. */
export function ProductSelectField({
  name,
  ...select
}: { name: 'category' | 'status' } & Omit<SelectProps, 'value' | 'onValueChange' | 'error'>) {
  return (
    <BoundField
      name={name}
      control={(field, error) => (
        <Select ref={field.ref} {...select} {...valueProps(field)} error={error} />
      )}
    />
  );
}
