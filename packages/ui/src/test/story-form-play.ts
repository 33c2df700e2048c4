import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, type Mock } from 'storybook/test';
import type { ControllerRenderProps, FieldValues, Path } from 'react-hook-form';

type Canvas = StoryContext['canvas'];

export interface FixAndSubmit<E extends HTMLElement> {
  /** The submit button's accessible name. */
  submit: string;
  onSubmit: Mock;
  /** The control that shows the validation error (or, without `error`, the one to change). */
  field: (canvas: Canvas) => E;
  /** The error submitting the form as it starts shows; none where it starts valid. */
  error?: string;
  /** What a person does to make the form valid. */
  fix: (field: E, canvas: Canvas) => Promise<void>;
  /** The arguments `onSubmit` is called with once the form is valid. */
  submitted: unknown[];
}

/**
 * Play for the form controls' react-hook-form stories: submitting the empty form shows the
 * field's error, fixing it and submitting again sends the values. Without `error` the form starts
 * valid: the change alone is made and submitted.
 */
export const playFixAndSubmit =
  <E extends HTMLElement>({ submit, onSubmit, field, error, fix, submitted }: FixAndSubmit<E>) =>
  async ({ canvas }: { canvas: Canvas }) => {
    onSubmit.mockClear();
    const control = field(canvas);
    if (error !== undefined) {
      await userEvent.click(canvas.getByRole('button', { name: submit }));
      await waitFor(() => expect(control).toHaveAccessibleErrorMessage(error));
    }
    await fix(control, canvas);
    await userEvent.click(canvas.getByRole('button', { name: submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(...submitted));
  };

/**
 * A `Controller` field as props for a control with `value` and `onValueChange({ value })`
 * (Select, Combobox, DatePicker, Rating, Slider).
 */
export function valueFieldProps<V extends FieldValues, N extends Path<V>>(
  { onChange, ...field }: ControllerRenderProps<V, N>,
  error: string | undefined,
) {
  return {
    ...field,
    onValueChange: ({ value }: { value: unknown }) => onChange(value),
    error,
  };
}

/**
 * A `Controller` field as props for a control with `checked` and `onCheckedChange({ checked })`
 * (Checkbox, Switch); the form keeps a boolean, so an indeterminate box counts as unchecked.
 */
export function checkedFieldProps<V extends FieldValues, N extends Path<V>>(
  { value, onChange, ...field }: ControllerRenderProps<V, N>,
  error: string | undefined,
) {
  return {
    ...field,
    checked: value,
    onCheckedChange: ({ checked }: { checked: boolean | 'indeterminate' }) =>
      onChange(checked === true),
    error,
  };
}

/** A `Controller` field as props for FileInput (`value` and `onFilesChange({ files })`). */
export function filesFieldProps<V extends FieldValues, N extends Path<V>>(
  { onChange, ...field }: ControllerRenderProps<V, N>,
  error: string | undefined,
) {
  return {
    ...field,
    onFilesChange: ({ files }: { files: File[] }) => onChange(files),
    error,
  };
}
