import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Stack, TextField } from '@atrium/ui';
import { USER_PLANS, USER_ROLES } from '@atrium/mocks/values';

import { SelectField } from '../../shared/bound-fields.tsx';
import type { UserFormValues } from './user-schema.ts';

export interface UserFormProps {
  /** The `id` the drawer's save button points at with `form=`. */
  formId: string;
  form: UseFormReturn<UserFormValues>;
  onSubmit: (event?: BaseSyntheticEvent) => void;
}

/** The drawer's fields: who the user is, how to reach them, their role and plan. */
export function UserForm({ formId, form, onSubmit }: UserFormProps) {
  const { t } = useTranslation('users');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = (name: Exclude<keyof UserFormValues, 'role' | 'currentPlan'>) => ({
    label: t(`userList.form.${name}`),
    error: errors[name]?.message,
    ...register(name),
  });
  return (
    <form id={formId} noValidate onSubmit={onSubmit} data-testid="user-form">
      <Stack gap={4}>
        <TextField {...field('fullName')} required autoComplete="off" dir="auto" />
        <TextField
          {...field('username')}
          required
          autoComplete="off"
          dir="ltr"
          helperText={t('userList.form.usernameHint')}
        />
        <TextField {...field('email')} required type="email" autoComplete="off" dir="ltr" />
        <TextField {...field('contact')} type="tel" autoComplete="off" dir="ltr" />
        <TextField {...field('company')} autoComplete="off" dir="auto" />
        <TextField {...field('country')} autoComplete="off" dir="auto" />
        <SelectField
          control={control}
          name="role"
          label={t('userList.form.role')}
          required
          options={USER_ROLES.map((role) => ({ value: role, label: t(`userList.roles.${role}`) }))}
        />
        <SelectField
          control={control}
          name="currentPlan"
          label={t('userList.form.plan')}
          required
          options={USER_PLANS.map((plan) => ({ value: plan, label: t(`userList.plans.${plan}`) }))}
        />
      </Stack>
    </form>
  );
}
