import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { useToast } from '@atrium/ui';

import { fieldErrorsOf } from './server-errors.ts';

/** What a save came to: the form turns it into a new baseline, a navigation or field errors. */
export type FormSaveOutcome<V> =
  /** `values`: the new baseline (none: back to the defaults); `next`: where to go instead. */
  | { status: 'saved'; values?: V; next?: string }
  /** The server refused fields: `{ field: [message] }`, by the server's field names. */
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'failed' };

/** Where a refused server field lands in the form, and what it says there. */
export interface RefusedField<V extends FieldValues> {
  field: Path<V>;
  message: string;
}

export interface FormFrameOptions<V extends FieldValues> {
  /** The saved values: the baseline that dirtiness and Discard go by. */
  defaultValues: V;
  /** Client validation, usually `zodResolver(schema)`. */
  resolver: Resolver<V>;
  /** Sends the values; resolves to what happened and never rejects (see `useSaveOutcome`). */
  save: (values: V) => Promise<FormSaveOutcome<V>>;
  /**
   * Maps a refused server field onto the form; null leaves it out. By default a field of the
   * same name as a top-level value, with the server's first message.
   */
  refusedField?: (name: string, messages: string[]) => RefusedField<V> | null;
  /** Focus the first refused field (the default); off where an alert above the form says it. */
  focusRefused?: boolean;
  /** Shown above the fields after any failed save (kept as typed), until the next save or Discard. */
  failureAlert?: string;
  /** Told whenever the form turns dirty or clean, and clean when it goes away. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A react-hook-form form with the save wiring every edit screen repeats: validate, save, then take
 * the saved values as the new baseline (or navigate on), put the server's refusals under their
 * fields, report dirtiness, and tell the leave prompt when leaving is the save's own doing.
 */
export function useFormFrame<V extends FieldValues>({
  defaultValues,
  resolver,
  save,
  refusedField,
  focusRefused = true,
  failureAlert,
  onDirtyChange,
}: FormFrameOptions<V>) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<V>({
    resolver,
    // A complete record: DefaultValues is only react-hook-form's deep-partial view of it.
    defaultValues: defaultValues as DefaultValues<V>,
  });
  const { isDirty, isSubmitting } = form.formState;
  // Set once a save navigates on, so the leave prompt lets it through (state lags a render).
  const leaving = useRef(false);

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const mapField =
    refusedField ??
    ((name: string, messages: string[]): RefusedField<V> | null =>
      name in defaultValues ? { field: name as Path<V>, message: messages[0] ?? '' } : null);

  const onValid = async (values: V) => {
    const outcome = await save(values);
    if (outcome.status === 'saved') {
      setServerError(null);
      if (outcome.next) {
        leaving.current = true;
        await navigate(outcome.next);
      } else {
        form.reset(outcome.values);
      }
      return;
    }
    setServerError(failureAlert ?? null);
    if (outcome.status === 'failed') return;
    Object.entries(outcome.errors).forEach(([name, messages], index) => {
      const refused = mapField(name, messages);
      if (!refused) return;
      form.setError(
        refused.field,
        { type: 'server', message: refused.message },
        { shouldFocus: focusRefused && index === 0 },
      );
    });
  };

  const discard = () => {
    setServerError(null);
    form.reset();
  };

  return {
    form,
    /** The form's `onSubmit`. */
    submit: (event?: BaseSyntheticEvent) => void form.handleSubmit(onValid)(event),
    discard,
    saving: isSubmitting,
    dirty: isDirty,
    serverError,
    /** For the leave prompt: changes would be lost (and the save is not what is leaving). */
    shouldBlock: () => isDirty && !leaving.current,
  };
}

export interface SaveOutcomeTexts<R> {
  /** The success toast, from what the server answered. */
  saved: (result: R) => string;
  /** The failure toast. */
  failed: string;
}

/**
 * Runs a save call (an RTK Query `unwrap()`) and toasts the result: success, or a failure the
 * form cannot show under a field. A 400 answer's field errors, kept by `keepField`, come back as
 * `invalid`; `toastRefusals` toasts those too (where the form has no alert of its own).
 */
export function useSaveOutcome() {
  const toast = useToast();
  return async <R, V>(
    call: Promise<R>,
    {
      saved,
      failed,
      then,
      keepField = () => true,
      toastRefusals = false,
    }: SaveOutcomeTexts<R> & {
      /** The saved baseline and where to go, from the answer. */
      then?: (result: R) => { values?: V; next?: string };
      keepField?: (name: string) => boolean;
      toastRefusals?: boolean;
    },
  ): Promise<FormSaveOutcome<V>> => {
    try {
      const result = await call;
      toast({ severity: 'success', title: saved(result) });
      return { status: 'saved', ...then?.(result) };
    } catch (error) {
      const errors = Object.fromEntries(
        Object.entries(fieldErrorsOf(error) ?? {}).filter(([name]) => keepField(name)),
      );
      const refused = Object.keys(errors).length > 0;
      if (!refused || toastRefusals) toast({ severity: 'error', title: failed });
      return refused ? { status: 'invalid', errors } : { status: 'failed' };
    }
  };
}
