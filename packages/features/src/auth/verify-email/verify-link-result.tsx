import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, Spinner, Stack, Typography } from '@atrium/ui';

import { firstFieldErrors, verifyEmail } from '../api/recovery.ts';
import { ltr } from '../recovery/recovery-frame.tsx';
import { ResendVerification } from './resend-verification.tsx';

type Check =
  | { state: 'checking' }
  | { state: 'verified'; email: string }
  | { state: 'refused'; message: string };

/**
 * The mailed link opened: the token is sent once (a link is single-use, so a second request
 * would be refused), then the result; a refused link offers a new one.
 */
export function VerifyLinkResult({ token, address }: { token: string; address: string | null }) {
  const { t } = useTranslation('auth');
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's second effect run (refs outlive it).
    if (sentFor.current === token) return;
    sentFor.current = token;
    setCheck({ state: 'checking' });
    void verifyEmail(token).then((result) => {
      if ('data' in result) setCheck({ state: 'verified', email: result.data.email });
      else
        setCheck({
          state: 'refused',
          message: firstFieldErrors(result.error).token ?? t('verifyEmail.errors.failed'),
        });
    });
  }, [token, t]);

  if (check.state === 'checking') {
    return (
      <Stack direction="row" gap={2} align="center" data-testid="verify-checking">
        {/* The spinner is the status screen readers hear; the text is its visible twin. */}
        <Spinner size={20} label={t('verifyEmail.checking')} />
        <Typography aria-hidden>{t('verifyEmail.checking')}</Typography>
      </Stack>
    );
  }
  if (check.state === 'verified') {
    return (
      <Alert severity="success" title={t('verifyEmail.verifiedTitle')} data-testid="verify-done">
        {t('verifyEmail.verified', { email: ltr(check.email) })}
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <Alert severity="error" title={t('verifyEmail.refusedTitle')} data-testid="verify-refused">
        {check.message}
      </Alert>
      <ResendVerification address={address} />
    </Stack>
  );
}
