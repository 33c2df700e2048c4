import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import {
  Alert,
  AuthLayout,
  Button,
  OtpInput,
  Skeleton,
  Stack,
  TextLink,
  Typography,
  VisuallyHidden,
} from '@atrium/ui';

import { href, type AuthLook } from '../routes.ts';

import { serverMessageKey, twoStepsFailure, verifyTwoStepCode } from '../api/two-steps.ts';
import { useFinishSignIn } from '../finish-sign-in.ts';
import { TwoStepsArt } from './two-steps-art.tsx';
import { useCodeSender } from './use-code-sender.ts';
import { useCountdown } from './use-countdown.ts';

export interface TwoStepsPageProps {
  /** v1: the centred card; v2: the split screen with its picture. */
  look?: AuthLook;
}

/** The demo admin (packages/mocks/README.md "Accounts and roles"): the account of a bare visit. */
const DEMO_ACCOUNT = 'admin@demo.com';
const CODE_LENGTH = 6;

/**
 * The second step of a sign-in: the code sent to the account (`?email=`, else the demo admin),
 * typed or pasted, checked by the server. Five wrong codes lock the account for a minute
 * (packages/mocks/README.md "Two steps (extension)"); the right one signs in.
 */
export function TwoStepsPage({ look = 'v1' }: TwoStepsPageProps) {
  const { t } = useTranslation('auth');
  const finishSignIn = useFinishSignIn();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || DEMO_ACCOUNT;
  const sender = useCodeSender(email);
  const lock = useCountdown();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState(false);
  const otp = useRef<{ focus: () => void }>(null);
  const locked = lock.seconds > 0;
  /** The server's message in the visitor's language when it is one the page knows. */
  const localMessage = (message: string) => {
    const key = serverMessageKey(message);
    return key ? t(`twoSteps.server.${key}`) : message;
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verifying || locked || code.length < CODE_LENGTH) return;
    setVerifying(true);
    const result = await verifyTwoStepCode(email, code);
    if ('data' in result) {
      setVerified(true);
      // The button spins until the app has moved on to the first screen.
      await finishSignIn({ ...result.data, remember: true });
      return;
    }
    setVerifying(false);
    const failure = twoStepsFailure(result.error);
    if (failure.kind === 'wait') {
      setError(null);
      lock.start(failure.retryAfter);
      return;
    }
    // The code stays as typed: the message says what is wrong with it.
    setError(
      failure.kind === 'field' ? localMessage(failure.message) : t('twoSteps.errors.default'),
    );
    otp.current?.focus();
  };

  return (
    <AuthLayout
      look={look}
      titleId="two-steps-title"
      illustration={look === 'v2' ? <TwoStepsArt /> : undefined}
      brand={
        <Typography variant="h4" as="p" color="brand" weight="bold">
          Atrium
        </Typography>
      }
      title={t('twoSteps.title')}
      subtitle={
        sender.status === 'sending' ? (
          <>
            <Skeleton width="90%" aria-hidden />
            <VisuallyHidden>{t('twoSteps.sending')}</VisuallyHidden>
          </>
        ) : sender.destination ? (
          // An address reads left to right in every language.
          <Trans
            t={t}
            i18nKey="twoSteps.sentTo"
            values={{ destination: sender.destination }}
            components={{ addr: <bdi dir="ltr" /> }}
          />
        ) : sender.status === 'sent' ? (
          t('twoSteps.sentSomewhere')
        ) : undefined
      }
    >
      <Alert severity="info" title={t('twoSteps.demoTitle')}>
        {t('twoSteps.demoText')}
      </Alert>
      {sender.status === 'failed' && (
        <Alert
          severity="error"
          title={t('twoSteps.errors.sendFailed')}
          actions={
            <Button size="sm" variant="outlined" onClick={sender.resend} loading={sender.resending}>
              {t('twoSteps.retry')}
            </Button>
          }
        >
          {sender.failure ? localMessage(sender.failure) : t('twoSteps.errors.default')}
        </Alert>
      )}
      {locked && (
        <Alert severity="warning" title={t('twoSteps.lockedTitle')}>
          {t('twoSteps.lockedText', { seconds: lock.seconds })}
        </Alert>
      )}
      {verified && <Alert severity="success">{t('twoSteps.verified')}</Alert>}
      <form noValidate aria-labelledby="two-steps-title" onSubmit={(event) => void verify(event)}>
        <Stack gap={4}>
          <Stack gap={2}>
            <Typography as="p" variant="body2" weight="medium">
              {t('twoSteps.codeLabel')}
            </Typography>
            <OtpInput
              ref={otp}
              length={CODE_LENGTH}
              label={t('twoSteps.codeLabel')}
              value={code}
              onChange={(next) => {
                setCode(next);
                setError(null);
              }}
              error={error}
              disabled={locked || verified}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- typing the code is the page's one task
              autoFocus
            />
          </Stack>
          <Button
            type="submit"
            fullWidth
            loading={verifying}
            disabled={locked || code.length < CODE_LENGTH}
          >
            {t('twoSteps.submit')}
          </Button>
        </Stack>
      </form>
      <Stack direction="row" gap={1} align="center" justify="center" wrap>
        <Typography color="secondary">{t('twoSteps.noCode')}</Typography>
        <Button
          variant="text"
          size="sm"
          onClick={sender.resend}
          loading={sender.resending}
          disabled={sender.status === 'sending' || sender.resendIn > 0}
        >
          {sender.resendIn > 0
            ? t('twoSteps.resendIn', { seconds: sender.resendIn })
            : t('twoSteps.resend')}
        </Button>
      </Stack>
      <Typography role="status" variant="body2" color="secondary" align="center">
        {sender.resent && !sender.resending ? t('twoSteps.resent') : null}
      </Typography>
      <Typography align="center">
        <TextLink as={Link} to={href(`auth.login-${look}`)}>
          {t('twoSteps.backToLogin')}
        </TextLink>
      </Typography>
    </AuthLayout>
  );
}
