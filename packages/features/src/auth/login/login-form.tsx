import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

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

/** Email, password, remember me; client validation first, then the server's `errors.email` inline. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const schema = z.object({
    email: z
      .string()
      .trim()
      .min(1, t('login.errors.emailRequired'))
      .email(t('login.errors.emailInvalid')),
    password: z.string().min(1, t('login.errors.passwordRequired')),
    remember: z.boolean(),
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(schema),
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
          {...register('email')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
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
