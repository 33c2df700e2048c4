import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A message per wrong field; absent fields are right. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export interface CheckedFormOptions<V extends Record<string, string>> {
  initial: V;
  /** The messages for the values as they are; checked on submit, then as the user types. */
  validate: (values: V) => FieldErrors<V>;
  /** Sends right values; resolves to the server's field errors, or null when it took them. */
  send: (values: V) => Promise<FieldErrors<V> | null>;
}

const firstWrong = <V extends Record<string, string>>(values: V, errors: FieldErrors<V>) =>
  (Object.keys(values) as (keyof V)[]).find((name) => errors[name]);

/**
 * A small form's state without react-hook-form and zod, which would weigh more than the front
 * pages' forms themselves (the landing page's JavaScript, `npm run bench`): values, messages,
 * the first wrong field focused, submit refused while sending, nothing typed lost on an error.
 */
export function useCheckedForm<V extends Record<string, string>>({
  initial,
  validate,
  send,
}: CheckedFormOptions<V>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const elements = useRef(new Map<keyof V, HTMLElement | null>());

  const focusFirst = (found: FieldErrors<V>, current: V) => {
    const name = firstWrong(current, found);
    if (name !== undefined) elements.current.get(name)?.focus();
    return name !== undefined;
  };

  const change = (name: keyof V, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (focusFirst(found, values)) return;
    setSending(true);
    try {
      const refused = await send(values);
      if (refused) {
        setErrors(refused);
        focusFirst(refused, values);
      }
    } finally {
      setSending(false);
    }
  };

  /** The props of a text control for `name`: value, message, change and the focus target. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLElement | null) => void elements.current.set(name, element),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      change(name, event.target.value),
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  };

  return { values, sending, submit, field, change, reset };
}

/** The shape every address has (what `type=email` checks). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
