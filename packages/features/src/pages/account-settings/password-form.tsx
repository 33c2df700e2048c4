import type { AccountPasswordChange } from '@atrium/mocks/types';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Grid, Stack, TextField } from '@atrium/ui';

import { FormCard, PasswordRulesList, passwordRulesSchema } from '../../shared/index.ts';
import { useChangeAccountPasswordMutation } from '../api/account-settings.ts';
import { useAccountForm } from './use-account-form.ts';

const EMPTY: AccountPasswordChange = { currentPassword: '', password: '', confirm: '' };
const FIELDS = [
  { name: 'currentPassword', autoComplete: 'current-password' },
  { name: 'password', autoComplete: 'new-password' },
  { name: 'confirm', autoComplete: 'new-password' },
] as const;

const ruleTexts = (t: TFunction<'pages'>) => ({
  min: t('accountSettings.password.rules.min'),
  uppercase: t('accountSettings.password.rules.uppercase'),
  digit: t('accountSettings.password.rules.digit'),
});

function passwordSchema(t: TFunction<'pages'>) {
  return z
    .object({
      currentPassword: z.string().min(1, t('accountSettings.errors.required')),
      password: passwordRulesSchema(ruleTexts(t)),
      confirm: z.string(),
    })
    .refine((v) => v.password === v.confirm, {
      path: ['confirm'],
      message: t('accountSettings.password.mismatch'),
    }) satisfies z.ZodType<AccountPasswordChange, AccountPasswordChange>;
}

/**
 * Change password: the current one (the fake API checks it) and a new one by `PASSWORD_RULES`,
 * the rules marked as typed. Emptied once saved.
 */
export function PasswordForm({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useTranslation('pages');
  const rulesId = useId();
  const [changePassword] = useChangeAccountPasswordMutation();
  const schema = useMemo(() => passwordSchema(t), [t]);
  const { form, card } = useAccountForm({
    id: 'password',
    title: t('accountSettings.password.title'),
    initial: EMPTY,
    schema,
    send: (values) => changePassword(values).unwrap(),
    saved: () => EMPTY,
    onDirtyChange,
  });
  const { errors } = form.formState;
  const typed = form.watch('password');

  return (
    <FormCard {...card}>
      <Grid columns={{ xs: 1, md: 2 }} gap={4}>
        {FIELDS.map(({ name, autoComplete }) => (
          <TextField
            key={name}
            type="password"
            autoComplete={autoComplete}
            label={t(`accountSettings.password.fields.${name}`)}
            error={errors[name]?.message}
            aria-describedby={name === 'password' ? rulesId : undefined}
            required
            {...form.register(name)}
          />
        ))}
      </Grid>
      <Stack gap={2}>
        <PasswordRulesList
          id={rulesId}
          password={typed}
          texts={{
            title: t('accountSettings.password.rulesTitle'),
            met: t('accountSettings.password.met'),
            rules: ruleTexts(t),
          }}
        />
      </Stack>
    </FormCard>
  );
}
