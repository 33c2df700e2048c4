import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { USERNAME_PATTERN } from '@atrium/mocks/values';

import { usePasswordSchema } from '../password/password-rules.tsx';

/** The account fields both register forms ask for, with the fake API's own rules. */
export function useAccountFields() {
  const { t } = useTranslation('auth');
  return {
    username: z
      .string()
      .trim()
      .min(1, t('register.errors.usernameRequired'))
      .regex(USERNAME_PATTERN, t('register.errors.usernameFormat')),
    email: z
      .string()
      .trim()
      .min(1, t('register.errors.emailRequired'))
      .pipe(z.email(t('register.errors.emailInvalid'))),
    password: usePasswordSchema(),
  };
}

/** The terms checkbox: it must be ticked. */
export function useTermsField() {
  const { t } = useTranslation('auth');
  return z.boolean().refine((accepted) => accepted, t('register.errors.termsRequired'));
}
