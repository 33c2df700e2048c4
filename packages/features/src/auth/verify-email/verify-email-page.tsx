import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { Stack, Typography } from '@atrium/ui';

import { signedInEmail } from '../../shared/signed-in-email.ts';
import type { AuthLook } from '../routes.ts';

import { VerifyEmailArt } from '../recovery/recovery-art.tsx';
import { DemoInboxNote, ltr, RecoveryFrame } from '../recovery/recovery-frame.tsx';
import { ResendVerification } from './resend-verification.tsx';
import { VerifyLinkResult } from './verify-link-result.tsx';
import { lookScreens } from '../look-screens.tsx';

export interface VerifyEmailPageProps {
  /** v1: the centred card; v2: the split screen. */
  look?: AuthLook;
}

/**
 * Verify email: "check your inbox" for the address in the URL (or the signed-in user's), with a
 * rate-limited resend; opened from the mailed link (`?token=`), it verifies and says how it went.
 */
export function VerifyEmailPage({ look = 'v1' }: VerifyEmailPageProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const address = params.get('email') ?? signedInEmail();

  return (
    <RecoveryFrame
      look={look}
      titleId="verify-email-title"
      title={t('verifyEmail.title')}
      art={<VerifyEmailArt />}
    >
      {token ? (
        <VerifyLinkResult token={token} address={address} />
      ) : (
        <Stack gap={4}>
          <Stack gap={2}>
            <Typography color="secondary">
              {address
                ? t('verifyEmail.sentTo', { email: ltr(address) })
                : t('verifyEmail.sentToYou')}
            </Typography>
            <DemoInboxNote />
          </Stack>
          <Typography variant="body2">{t('verifyEmail.didNotGet')}</Typography>
          <ResendVerification address={address} />
        </Stack>
      )}
    </RecoveryFrame>
  );
}

export const verifyEmailScreens = lookScreens(VerifyEmailPage);
