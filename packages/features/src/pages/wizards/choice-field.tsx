import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

import { ChoiceCards, type ChoiceCardsProps } from '@atrium/ui';

type CardsProps = Omit<ChoiceCardsProps, 'value' | 'onValueChange' | 'error' | 'multiple'>;

/** Radio cards bound to one of a form's one-of-a-list values, with its error under them. */
export function ChoiceField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: FieldPathByValue<T, string> } & CardsProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceCards
          {...props}
          ref={field.ref}
          value={[field.value]}
          // A radio card cannot be unchosen: an empty choice keeps the value.
          onValueChange={({ value }) => value[0] !== undefined && field.onChange(value[0])}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Checkbox cards bound to one of a form's lists of choices, with its error under them. */
export function ChoicesField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: FieldPathByValue<T, string[]> } & CardsProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceCards
          {...props}
          multiple
          ref={field.ref}
          value={field.value}
          onValueChange={({ value }) => field.onChange(value)}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
