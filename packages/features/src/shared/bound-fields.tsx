import type { ReactElement } from 'react';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';

import {
  DatePicker,
  MultiSelect,
  RadioGroup,
  Select,
  Switch,
  type DatePickerProps,
  type MultiSelectProps,
  type RadioGroupProps,
  type SelectProps,
  type SwitchProps,
} from '@atrium/ui';

/** Which of a form's values a control edits (only values of type `V`), and the form holding it. */
interface BoundProps<T extends FieldValues, V> {
  control: Control<T>;
  name: FieldPathByValue<T, V>;
}

/**
 * A control's view of one form value: the value, its setter (also as the `onValueChange` the ui
 * kit's value controls call with `{ value }`), the ref to focus and its error.
 */
interface Binding<V> {
  value: V;
  onChange: (value: V) => void;
  onValueChange: (event: { value: V }) => void;
  ref: RefCallBack;
  error: string | undefined;
}

/** Renders `children` for the form value `name`, through react-hook-form's `Controller`. */
function Bound<T extends FieldValues, V>({
  control,
  name,
  children,
}: BoundProps<T, V> & { children: (binding: Binding<V>) => ReactElement }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        children({
          value: field.value,
          onChange: field.onChange,
          onValueChange: ({ value }) => field.onChange(value),
          ref: field.ref,
          error: fieldState.error?.message,
        })
      }
    />
  );
}

/** A switch bound to one of a form's yes/no values. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<T, boolean> & Omit<SwitchProps, 'checked' | 'onCheckedChange' | 'name'>) {
  return (
    <Bound control={control} name={name}>
      {(bound) => (
        <Switch
          {...props}
          checked={bound.value}
          onCheckedChange={({ checked }) => bound.onChange(checked)}
        />
      )}
    </Bound>
  );
}

/** A select bound to one of a form's one-of-a-list values, with its error under it. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<T, string> & Omit<SelectProps, 'value' | 'onValueChange' | 'error' | 'name'>) {
  return (
    <Bound control={control} name={name}>
      {(bound) => (
        <Select
          ref={bound.ref}
          {...props}
          value={bound.value}
          onValueChange={bound.onValueChange}
          error={bound.error}
        />
      )}
    </Bound>
  );
}

/**
 * A multi-select bound to one of a form's lists of choices, with its error under it. Its ref is
 * not handed to the form, so a refused list does not take the focus (as in the forms using it).
 */
export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<T, string[]> & Omit<MultiSelectProps, 'value' | 'onValueChange' | 'error' | 'name'>) {
  return (
    <Bound control={control} name={name}>
      {(bound) => (
        <MultiSelect
          {...props}
          value={bound.value}
          onValueChange={bound.onValueChange}
          error={bound.error}
        />
      )}
    </Bound>
  );
}

/** A radio group bound to one of a form's one-of-a-list values; the items are the children. */
export function RadioField<T extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<T, string> & Omit<RadioGroupProps, 'value' | 'onValueChange' | 'name'>) {
  return (
    <Bound control={control} name={name}>
      {(bound) => <RadioGroup {...props} value={bound.value} onValueChange={bound.onValueChange} />}
    </Bound>
  );
}

/** A date picker bound to one of a form's date values (ISO dates). */
export function DateField<T extends FieldValues>({
  control,
  name,
  ...props
}: BoundProps<T, string> & Omit<DatePickerProps, 'value' | 'onValueChange' | 'name'>) {
  return (
    <Bound control={control} name={name}>
      {(bound) => <DatePicker {...props} value={bound.value} onValueChange={bound.onValueChange} />}
    </Bound>
  );
}
