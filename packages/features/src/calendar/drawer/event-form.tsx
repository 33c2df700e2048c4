import type { BaseSyntheticEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Stack, Textarea, TextField } from '@atrium/ui';

import { SelectField, SwitchField } from '../../shared/bound-fields.tsx';
import { CALENDARS } from '../calendar-colors.ts';
import type { EventFormValues } from './event-schema.ts';
import { GuestsField } from './guests-field.tsx';
import { WhenField } from './when-field.tsx';

export interface EventFormProps {
  /** The `id` the drawer's save button points at with `form=`. */
  formId: string;
  form: UseFormReturn<EventFormValues>;
  onSubmit: (event?: BaseSyntheticEvent) => void;
}

/** The event drawer's fields, in the order a person fills them. */
export function EventForm({ formId, form, onSubmit }: EventFormProps) {
  const { t } = useTranslation('calendar');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const allDay = useWatch({ control, name: 'allDay' });
  const text = (name: 'title' | 'url' | 'location') => ({
    label: t(`drawer.${name}`),
    error: errors[name]?.message,
    ...register(name),
  });
  return (
    <form id={formId} noValidate onSubmit={onSubmit} data-testid="event-form">
      <Stack gap={4}>
        <TextField {...text('title')} required autoComplete="off" dir="auto" />
        <SelectField
          control={control}
          name="calendar"
          label={t('drawer.calendar')}
          required
          options={CALENDARS.map((calendar) => ({
            value: calendar,
            label: t(`common.calendars.${calendar}`),
          }))}
        />
        <SwitchField control={control} name="allDay" label={t('drawer.allDay')} />
        <WhenField control={control} name="start" label={t('drawer.start')} allDay={allDay} />
        <WhenField control={control} name="end" label={t('drawer.end')} allDay={allDay} />
        <TextField
          {...text('url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          dir="ltr"
          placeholder="https://"
          helperText={t('drawer.urlHint')}
        />
        <GuestsField control={control} />
        <TextField {...text('location')} autoComplete="off" dir="auto" />
        <Textarea
          label={t('drawer.description')}
          error={errors.description?.message}
          {...register('description')}
          minRows={3}
          maxRows={8}
          dir="auto"
        />
      </Stack>
    </form>
  );
}
