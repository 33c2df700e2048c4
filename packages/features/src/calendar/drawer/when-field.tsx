import { Controller, type Control } from 'react-hook-form';

import { DatePicker, DateTimePicker } from '@atrium/ui';

import type { EventFormValues } from './event-schema.ts';

export interface WhenFieldProps {
  control: Control<EventFormValues>;
  name: 'start' | 'end';
  label: string;
  /** All day: the date alone (the time is kept in the value, at midnight). */
  allDay: boolean;
}

/** A start or end: a date when the event lasts all day, else a date and a time. */
export function WhenField({ control, name, label, allDay }: WhenFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return allDay ? (
          <DatePicker
            label={label}
            required
            value={field.value.slice(0, 10)}
            onValueChange={({ value }) => field.onChange(value ? `${value}T00:00` : '')}
            error={error}
            data-field={name}
          />
        ) : (
          <DateTimePicker
            label={label}
            required
            minuteStep={15}
            value={field.value}
            onValueChange={({ value }) => field.onChange(value)}
            error={error}
            data-field={name}
          />
        );
      }}
    />
  );
}
