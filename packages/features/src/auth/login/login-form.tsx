import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, Checkbox, Stack, TextField, TextLink } from '@atrium/ui';

import { href } from '../routes.ts';

export interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginFormProps {
  /** Sends the credentials; resolves to an error message for the email field, or null on success. */
  onSubmit: (values: LoginFormValues) => Promise<string | null>;
}

interface LoginFormErrors {
  email?: string;
  password?: string;
}

/**
 * The shape every address has (what `type=email` checks). Plain rules and plain state instead of
 * zod and react-hook-form: together they would be a quarter of the login page's JavaScript
 * (the login page's JavaScript budget, `npm run bench`), for two fields.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The two typed fields, in order; each one's input type is its name. */
const TEXT_FIELDS = [
  { name: 'email', autoComplete: 'username' },
  { name: 'password', autoComplete: 'current-password' },
] as const;

/** Email, password, remember me; client validation first, then the server's `errors.email` inline. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<LoginFormValues>({
    email: '',
    password: '',
    remember: true,
  });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const validate = ({ email, password }: LoginFormValues): LoginFormErrors => {
    const trimmed = email.trim();
    return {
      email: !trimmed
        ? t('login.errors.emailRequired')
        : EMAIL.test(trimmed)
          ? undefined
          : t('login.errors.emailInvalid'),
      password: password.length > 0 ? undefined : t('login.errors.passwordRequired'),
    };
  };

  const change = (patch: Partial<LoginFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After the first submit, messages follow the typing (and a server message goes once edited).
    if (submitted) setErrors(validate(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const message = await onSubmit(values);
      // The input stays as typed: only the message is added.
      if (message) {
        setErrors({ email: message });
        emailRef.current?.focus();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={4}>
        {TEXT_FIELDS.map(({ name, autoComplete }) => (
          <TextField
            key={name}
            ref={name === 'email' ? emailRef : passwordRef}
            name={name}
            label={t(`login.${name}`)}
            type={name}
            autoComplete={autoComplete}
            required
            value={values[name]}
            onChange={(event) => change({ [name]: event.target.value })}
            error={errors[name]}
          />
        ))}
        <Stack direction="row" justify="between" align="center" wrap gap={2}>
          <Checkbox
            label={t('login.remember')}
            checked={values.remember}
            onCheckedChange={({ checked }) => change({ remember: checked === true })}
          />
          <TextLink as={Link} to={href('forgotPassword')}>
            {t('login.forgot')}
          </TextLink>
        </Stack>
        <Button type="submit" fullWidth loading={submitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
