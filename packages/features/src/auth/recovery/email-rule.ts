import { useTranslation } from 'react-i18next';

import { EMAIL_PATTERN, type FieldErrors } from './use-recovery-form.ts';

/** The address field's check, shared by the pages that ask for one (forgot password, verify). */
export function useEmailRule(): (values: { email: string }) => FieldErrors<'email'> {
  const { t } = useTranslation('auth');
  return ({ email }) => {
    const trimmed = email.trim();
    if (!trimmed) return { email: t('forgotPassword.errors.emailRequired') };
    return EMAIL_PATTERN.test(trimmed) ? {} : { email: t('forgotPassword.errors.emailInvalid') };
  };
}
