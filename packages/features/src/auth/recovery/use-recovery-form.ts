import { useRef, useState, type ChangeEvent, type FormEvent, type RefCallback } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface RecoveryFormOptions<F extends string> {
  /** The fields in page order: the first wrong one gets the focus. */
  fields: readonly F[];
  initial?: Partial<Record<F, string>>;
  /** The messages of the values as typed (none: they may be sent). */
  validate: (values: Record<F, string>) => FieldErrors<F>;
  /** Sends the values; resolves to the server's messages for the fields, if it refused some. */
  send: (values: Record<F, string>) => Promise<FieldErrors<F>>;
}

/** What a `TextField` of the form takes. */
export interface FieldProps {
  ref: RefCallback<HTMLInputElement>;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

const hasAny = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some(Boolean);

/**
 * The state of a small auth form: validated on submit, then as the user types; the first wrong
 * field focused (its message is read with it); the server's messages under their fields; what was
 * typed kept on any refusal. Plain state rather than react-hook-form and zod, for the auth pages'
 * JavaScript budget (`npm run bench`), as the login form does.
 */
export function useRecoveryForm<F extends string>({
  fields,
  initial = {},
  validate,
  send,
}: RecoveryFormOptions<F>) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((f) => [f, initial[f] ?? ''])) as Record<F, string>,
  );
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<F, HTMLInputElement>());

  const focusFirst = (found: FieldErrors<F>) => {
    const first = fields.find((f) => found[f]);
    if (first) inputs.current.get(first)?.focus();
  };

  const field = (name: F): FieldProps => ({
    ref: (input) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    name,
    value: values[name],
    onChange: (event) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      // After the first submit the messages follow the typing; a server's goes once edited.
      if (submitted) setErrors(validate(next));
    },
    error: errors[name],
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (hasAny(found)) return focusFirst(found);
    setSubmitting(true);
    try {
      const refused = await send(values);
      setErrors(refused);
      focusFirst(refused);
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    field,
    submitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
  };
}

/** The shape every address has (what `type=email` checks; the fake API's test too). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
