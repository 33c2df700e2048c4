import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Grid, TextField, type TextFieldProps } from '@atrium/ui';

import type { MultiStepValues } from './multi-step-schema.ts';

type TextName = Exclude<keyof MultiStepValues, 'plan' | 'terms'>;

/** One typed field of a step: its value, input hints, and whether it takes the whole row. */
export interface StepField {
  name: TextName;
  type?: TextFieldProps['type'];
  autoComplete?: string;
  inputMode?: TextFieldProps['inputMode'];
  optional?: boolean;
  wide?: boolean;
  placeholder?: string;
  /** Under the field (the password's rules). */
  helper?: ReactNode;
  /** Digits in groups (a card number, a phone): kept left to right in Arabic too, as printed. */
  dir?: 'ltr';
}

/** A step's typed fields, two to a row from the small breakpoint, each labelled and wired. */
export function StepFields({
  form,
  fields,
}: {
  form: UseFormReturn<MultiStepValues>;
  fields: readonly StepField[];
}) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
      {fields.map(({ name, type = 'text', optional, wide, helper, ...input }) => (
        <Grid.Item key={name} span={wide ? 'full' : 1}>
          <TextField
            label={t(`multiStep.fields.${name}`)}
            type={type}
            required={!optional}
            error={errors[name]?.message}
            helperText={helper}
            {...input}
            {...form.register(name)}
          />
        </Grid.Item>
      ))}
    </Grid>
  );
}
