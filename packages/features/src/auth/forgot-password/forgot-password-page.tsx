import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, Stack } from '@atrium/ui';

import type { AuthLook } from '../routes.ts';

import { firstFieldErrors, requestResetLink } from '../api/recovery.ts';
import { DemoInboxNote, ltr, RecoveryFrame } from '../recovery/recovery-frame.tsx';
import { ForgotPasswordArt } from '../recovery/recovery-art.tsx';
import { useEmailRule } from '../recovery/email-rule.ts';
import { AuthField, SubmitButton } from '../recovery/form-parts.tsx';
import { useRecoveryForm } from '../recovery/use-recovery-form.ts';
import { lookScreens } from '../look-screens.tsx';

export interface ForgotPasswordPageProps {
  /** v1: the centred card; v2: the split screen. */
  look?: AuthLook;
}

/**
 * Forgot password: the address, then the same "sent if the account exists" words whatever the
 * fake API found (it never tells whether an account has the address).
 */
export function ForgotPasswordPage({ look = 'v1' }: ForgotPasswordPageProps) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const form = useRecoveryForm({
    fields: ['email'],
    validate: useEmailRule(),
    send: async ({ email }) => {
      setFailed(false);
      const result = await requestResetLink(email.trim());
      if ('data' in result) {
        setSentTo(email.trim());
        return {};
      }
      const refused = firstFieldErrors(result.error);
      if (!refused.email) setFailed(true);
      return { email: refused.email };
    },
  });

  return (
    <RecoveryFrame
      look={look}
      titleId="forgot-password-title"
      title={t('forgotPassword.title')}
      subtitle={sentTo === null ? t('forgotPassword.subtitle') : undefined}
      art={<ForgotPasswordArt />}
    >
      {sentTo === null ? (
        <form noValidate onSubmit={form.onSubmit} aria-labelledby="forgot-password-title">
          <Stack gap={4}>
            {failed ? <Alert severity="error" title={t('forgotPassword.errors.failed')} /> : null}
            <AuthField field={form.field('email')} label={t('forgotPassword.email')} kind="email" />
            <SubmitButton busy={form.submitting}>{t('forgotPassword.submit')}</SubmitButton>
          </Stack>
        </form>
      ) : (
        <Stack gap={3}>
          <Alert severity="success" title={t('forgotPassword.sentTitle')} data-testid="reset-sent">
            {t('forgotPassword.sent', { email: ltr(sentTo) })}
          </Alert>
          <DemoInboxNote />
        </Stack>
      )}
    </RecoveryFrame>
  );
}

export const forgotPasswordScreens = lookScreens(ForgotPasswordPage);
