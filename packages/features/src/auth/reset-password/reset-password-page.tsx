import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { Alert, Button, Stack, TextLink } from '@atrium/ui';

import { href, type AuthLook } from '../routes.ts';

import { firstFieldErrors, resetPassword } from '../api/recovery.ts';
import { PasswordRules, usePasswordSchema } from '../password/password-rules.tsx';
import { AuthField, SubmitButton } from '../recovery/form-parts.tsx';
import { ResetPasswordArt } from '../recovery/recovery-art.tsx';
import { ltr, RecoveryFrame } from '../recovery/recovery-frame.tsx';
import { LOGIN_PATH } from '../routes.ts';
import { useRecoveryForm } from '../recovery/use-recovery-form.ts';
import { lookScreens } from '../look-screens.tsx';

export interface ResetPasswordPageProps {
  /** v1: the centred card; v2: the split screen. */
  look?: AuthLook;
}

/** Why the page cannot take a new password: the server refused the link, or there is none. */
function LinkRefused({ look, message }: { look: AuthLook; message: string }) {
  const { t } = useTranslation('auth');
  const alert = useRef<HTMLDivElement>(null);
  // Focus goes to the reason, so it is read out at once and the next Tab reaches "ask again".
  useEffect(() => alert.current?.focus(), [message]);
  return (
    <Alert
      ref={alert}
      tabIndex={-1}
      severity="error"
      title={t('resetPassword.linkRefused')}
      data-testid="reset-link-refused"
      actions={
        <TextLink as={Link} to={href(`auth.forgot-password-${look}`)}>
          {t('resetPassword.askAgain')}
        </TextLink>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * Reset password: the link's token (and the address, to show) come from the URL of the mailed
 * link; the new password follows the account rules as typed. The server's refusal of the link
 * (unknown, used, replaced, expired) is shown as it words it, with a way to ask again.
 */
export function ResetPasswordPage({ look = 'v1' }: ResetPasswordPageProps) {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email');
  const passwordSchema = usePasswordSchema();
  const [linkError, setLinkError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);

  const form = useRecoveryForm({
    fields: ['password', 'confirm'],
    validate: ({ password, confirm }) => {
      const checked = passwordSchema.safeParse(password);
      return {
        password: checked.success ? undefined : checked.error.issues[0]?.message,
        confirm: !confirm
          ? t('resetPassword.errors.confirmRequired')
          : confirm === password
            ? undefined
            : t('resetPassword.errors.confirmMismatch'),
      };
    },
    send: async ({ password, confirm }) => {
      setFailed(false);
      setLinkError(null);
      const result = await resetPassword({ token, password, confirm });
      if ('data' in result) {
        setDone(true);
        return {};
      }
      const {
        token: refusedLink,
        password: weak,
        confirm: mismatch,
      } = firstFieldErrors(result.error);
      if (refusedLink) setLinkError(refusedLink);
      else if (!weak && !mismatch) setFailed(true);
      return { password: weak, confirm: mismatch };
    },
  });

  const body = () => {
    if (!token) return <LinkRefused look={look} message={t('resetPassword.missingToken')} />;
    if (done) {
      return (
        <Stack gap={4}>
          <Alert
            severity="success"
            title={t('resetPassword.successTitle')}
            data-testid="reset-done"
          >
            {t('resetPassword.success')}
          </Alert>
          <Button asChild fullWidth>
            <Link to={LOGIN_PATH}>{t('resetPassword.signIn')}</Link>
          </Button>
        </Stack>
      );
    }
    return (
      <form noValidate onSubmit={form.onSubmit} aria-labelledby="reset-password-title">
        {/* The account's name for password managers, which file the new password under it. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={email ?? ''}
          readOnly
          hidden
        />
        <Stack gap={4}>
          {linkError ? <LinkRefused look={look} message={linkError} /> : null}
          {failed ? <Alert severity="error" title={t('resetPassword.errors.failed')} /> : null}
          <Stack gap={2}>
            <AuthField
              field={form.field('password')}
              label={t('resetPassword.password')}
              kind="new-password"
            />
            <PasswordRules password={form.values.password} />
          </Stack>
          <AuthField
            field={form.field('confirm')}
            label={t('resetPassword.confirm')}
            kind="new-password"
          />
          <SubmitButton busy={form.submitting}>{t('resetPassword.submit')}</SubmitButton>
        </Stack>
      </form>
    );
  };

  return (
    <RecoveryFrame
      look={look}
      titleId="reset-password-title"
      title={t('resetPassword.title')}
      subtitle={email && !done ? t('resetPassword.subtitle', { email: ltr(email) }) : undefined}
      art={<ResetPasswordArt />}
    >
      {body()}
    </RecoveryFrame>
  );
}

export const resetPasswordScreens = lookScreens(ResetPasswordPage);
