import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Button, Checkbox, Stack, TextField } from '@atrium/ui';

export interface LoginFormValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginFormProps {
  /** Sends the credentials; resolves to an error message for the email field, or null on success. */
  onSubmit: (values: LoginFormValues) => Promise<string | null>;
}

/**
 * The shape every address has (what `type=email` checks). Plain rules instead of a zod schema:
 * zod would be a third of the login page's JavaScript (issue 5's login budget).
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email, password, remember me; client validation first, then the server's `errors.email` inline. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    defaultValues: { email: '', password: '', remember: true },
  });

  const submit = handleSubmit(async (values) => {
    const message = await onSubmit(values);
    // The input stays as typed: only the message is added.
    if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap={4}>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email', {
            validate: (value) => {
              const email = value.trim();
              if (!email) return t('login.errors.emailRequired');
              return EMAIL.test(email) || t('login.errors.emailInvalid');
            },
          })}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password', {
            validate: (value) => value.length > 0 || t('login.errors.passwordRequired'),
          })}
        />
        <Controller
          control={control}
          name="remember"
          render={({ field }) => (
            <Checkbox
              label={t('login.remember')}
              checked={field.value}
              onCheckedChange={({ checked }) => field.onChange(checked === true)}
            />
          )}
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
