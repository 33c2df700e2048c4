import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { Grid, TextField, type TextFieldProps } from '@atrium/ui';

/** One typed field of a step: its value, label, input hints, and whether it takes the whole row. */
export interface GridField<T extends FieldValues> {
  name: Path<T>;
  label: string;
  wide?: boolean;
  optional?: boolean;
  input?: Partial<Omit<TextFieldProps, 'name' | 'label' | 'error'>>;
}

/** A step's typed fields, two to a row from the small breakpoint, each labelled and wired. */
export function FieldGrid<T extends FieldValues>({
  form,
  fields,
}: {
  form: UseFormReturn<T>;
  fields: readonly GridField<T>[];
}) {
  const { formState } = form;
  return (
    <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
      {fields.map(({ name, label, wide, optional, input }) => (
        <Grid.Item key={name} span={wide ? 'full' : 1}>
          <TextField
            {...form.register(name)}
            {...input}
            label={label}
            required={!optional}
            error={form.getFieldState(name, formState).error?.message}
          />
        </Grid.Item>
      ))}
    </Grid>
  );
}
