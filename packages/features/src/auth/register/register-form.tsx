import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Alert, Button, Stack, TextField } from '@atrium/ui';

import { TermsCheckbox } from './terms-checkbox.tsx';
import { TypedPasswordRules } from './typed-password-rules.tsx';
import { useAccountFields, useTermsField } from './account-schema.ts';
import { showRefusals, useRegister } from './use-register.ts';

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

const EMPTY: RegisterValues = { username: '', email: '', password: '', terms: false };
const FIELD_ORDER = ['username', 'email', 'password', 'terms'] as const;

/** The typed fields, in order; each one's input type and autofill hint. */
const TEXT_FIELDS = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
] as const;

function useRegisterSchema() {
  const account = useAccountFields();
  const terms = useTermsField();
  return z.object({ ...account, terms });
}

/**
 * Username, email, password (its rules met as typed) and the terms. The first wrong field takes
 * the focus, the server's refusals land under their fields, and nothing typed is cleared.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const [failed, setFailed] = useState(false);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(useRegisterSchema()),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const register = useRegister();

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    const outcome = await register(values);
    // A refusal of no field shown here (none expected) still says the account was not made.
    if (outcome.status === 'failed') setFailed(true);
    else if (outcome.status === 'refused')
      setFailed(!showRefusals(form, FIELD_ORDER, outcome.fields));
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={4}>
        {failed ? <Alert severity="error">{t('register.errors.failed')}</Alert> : null}
        {TEXT_FIELDS.map(({ name, type, autoComplete }) => (
          <TextField
            key={name}
            label={t(`register.${name}`)}
            type={type}
            autoComplete={autoComplete}
            required
            error={errors[name]?.message}
            helperText={
              name === 'password' ? <TypedPasswordRules control={form.control} /> : undefined
            }
            {...form.register(name)}
          />
        ))}
        <TermsCheckbox control={form.control} />
        <Button type="submit" fullWidth loading={isSubmitting}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
