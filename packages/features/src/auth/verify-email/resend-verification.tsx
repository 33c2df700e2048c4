import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, Button, Stack } from '@atrium/ui';

import { firstFieldErrors, resendVerification, retryAfterOf } from '../api/recovery.ts';
import { useCountdown } from '../recovery/use-countdown.ts';
import { useEmailRule } from '../recovery/email-rule.ts';
import { AuthField } from '../recovery/form-parts.tsx';
import { useRecoveryForm } from '../recovery/use-recovery-form.ts';

export interface ResendVerificationProps {
  /** The address to send to; without one, the form asks for it. */
  address: string | null;
}

/**
 * "Didn't get the mail? Resend": one send a minute (the fake API's limit), so the button waits
 * out the server's `resendAfter` after a send, or its `retryAfter` when it answered too soon.
 */
export function ResendVerification({ address }: ResendVerificationProps) {
  const { t } = useTranslation('auth');
  const [cooldown, startCooldown] = useCountdown();
  const [notice, setNotice] = useState<'sent' | 'too-soon' | null>(null);
  /** A refusal with no field on screen to show it under. */
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRecoveryForm({
    fields: ['email'],
    initial: { email: address ?? '' },
    validate: useEmailRule(),
    send: async ({ email }) => {
      setNotice(null);
      setProblem(null);
      const result = await resendVerification(email.trim());
      if ('data' in result) {
        setNotice('sent');
        startCooldown(result.data.resendAfter);
        return {};
      }
      const wait = retryAfterOf(result.error);
      if (wait !== null) {
        setNotice('too-soon');
        startCooldown(wait);
        return {};
      }
      const refused = firstFieldErrors(result.error).email;
      if (!refused || address !== null) setProblem(refused ?? t('verifyEmail.errors.failed'));
      return { email: refused };
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit} aria-label={t('verifyEmail.resendLabel')}>
      <Stack gap={4}>
        {notice === 'sent' ? (
          <Alert severity="success" title={t('verifyEmail.sentAgain')} data-testid="verify-sent">
            {t('forgotPassword.demoInbox')}
          </Alert>
        ) : null}
        {notice === 'too-soon' ? (
          <Alert severity="info" title={t('verifyEmail.tooSoon')} data-testid="verify-too-soon" />
        ) : null}
        {problem ? <Alert severity="error" title={problem} /> : null}
        {address === null ? (
          <AuthField field={form.field('email')} label={t('verifyEmail.email')} kind="email" />
        ) : null}
        <Button
          type="submit"
          variant={address === null ? 'contained' : 'tonal'}
          fullWidth
          loading={form.submitting}
          disabled={cooldown > 0}
        >
          {cooldown > 0
            ? t('verifyEmail.resendIn', { seconds: cooldown })
            : t('verifyEmail.resend')}
        </Button>
      </Stack>
    </form>
  );
}
