import { useEffect, useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { Button, Dialog, Grid, TextField, type DialogSize } from '@atrium/ui';

import {
  useFormFrame,
  useSaveOutcome,
  type FormFrameOptions,
  type SaveOutcomeTexts,
} from './use-form-frame.ts';

export interface DialogFormOptions<V extends FieldValues, R>
  extends Pick<FormFrameOptions<V>, 'resolver'>, SaveOutcomeTexts<R> {
  /** The stored values: each opening starts from them. */
  values: V;
  /** Sends the values (an RTK Query `unwrap()`). */
  send: (values: V) => Promise<R>;
  /** The open state, when the caller holds it (a list opening one dialog for several rows). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A dialog's form: opens on the stored values, saves with a toast, closes once saved; the server's
 * refused fields land under their fields (the first focused) and what was typed is kept.
 */
export function useDialogForm<V extends FieldValues, R>({
  values,
  resolver,
  send,
  saved,
  failed,
  ...controlled
}: DialogFormOptions<V, R>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlled.open ?? ownOpen;
  const setOpen = controlled.onOpenChange ?? setOwnOpen;
  const outcomeOf = useSaveOutcome();
  const frame = useFormFrame<V>({
    defaultValues: values,
    resolver,
    save: async (next) => {
      const outcome = await outcomeOf(send(next), {
        saved,
        failed,
        keepField: (name) => name in values,
      });
      if (outcome.status === 'saved') setOpen(false);
      return outcome.status === 'saved' ? { status: 'saved', values: next } : outcome;
    },
  });
  const { reset } = frame.form;
  // Each opening starts from the stored values, not from an abandoned edit. Only the opening: a
  // refetch while the dialog is open must not wipe what is being typed.
  useEffect(() => {
    if (open) reset(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only, see above
  }, [open, reset]);
  return { ...frame, open, setOpen };
}

/** A `useDialogForm` result as the FormDialog props it drives (open state, submit, saving). */
export const dialogFormProps = (dialog: {
  open: boolean;
  setOpen: (open: boolean) => void;
  submit: FormDialogProps['submit'];
  saving: boolean;
}) => ({
  open: dialog.open,
  onOpenChange: dialog.setOpen,
  submit: dialog.submit,
  saving: dialog.saving,
});

/** One text field of a form: its value name, label and how wide it spans. */
export interface FormTextField<V> {
  name: Path<V> & string;
  label: string;
  autoComplete?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'numeric' | 'text';
  readOnly?: boolean;
  /** Columns from 2 at `sm` and up (1 or 2). */
  span?: 1 | 2;
}

/** The text fields of a form (a dialog's, a card's), two columns from `sm`. */
export function FormTextFields<V extends FieldValues>({
  form,
  fields,
  children,
}: {
  form: UseFormReturn<V>;
  fields: readonly FormTextField<V>[];
  /** Fields that are not text (selects, switches), after the text ones. */
  children?: ReactNode;
}) {
  const { errors } = form.formState;
  return (
    <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
      {fields.map(({ name, label, span = 1, ...field }) => (
        <Grid.Item key={name} span={{ xs: 1, sm: span }}>
          <TextField
            label={label}
            error={errors[name]?.message as string | undefined}
            {...field}
            {...form.register(name)}
          />
        </Grid.Item>
      ))}
      {children}
    </Grid>
  );
}

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The form's `onSubmit` (`useFormFrame`'s `submit`). */
  submit: (event?: BaseSyntheticEvent) => void;
  saving: boolean;
  submitLabel: string;
  cancelLabel: string;
  /** `data-testid` of the form. */
  testId: string;
  /** `md` unless the form needs more room. */
  size?: DialogSize;
  children: ReactNode;
}

/**
 * A dialog holding one form, with Cancel and the save submitting it (the user view's and the
 * account settings' dialogs); the labels come from the feature's texts.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submit,
  saving,
  submitLabel,
  cancelLabel,
  testId,
  size = 'md',
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size={size}
      // Without a description, say so: Radix otherwise warns that one is missing.
      {...(description ? {} : { 'aria-describedby': undefined })}
    >
      <Dialog.Title>{title}</Dialog.Title>
      {description && <Dialog.Description>{description}</Dialog.Description>}
      <Dialog.Body>
        <form id={formId} noValidate data-testid={testId} onSubmit={submit}>
          {children}
        </form>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button type="submit" form={formId} loading={saving} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
