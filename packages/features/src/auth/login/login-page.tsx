import { useTranslation } from 'react-i18next';

import { Link } from 'react-router-dom';

import { Alert, AuthLayout, TextLink, Typography } from '@atrium/ui';

import { href, type AuthLook } from '../routes.ts';

import { loginErrorMessage, requestLogin, type LoginResponse } from '../api.ts';
import { LoginArt } from './login-art.tsx';
import { LoginForm, type LoginFormValues } from './login-form.tsx';

export interface LoginPageProps {
  /** Called with the login answer; the app stores the session and navigates (the button spins until then). */
  onSignedIn: (result: LoginResponse & { remember: boolean }) => void | Promise<void>;
  /** v1: the centred card (`/login`); v2: the split screen. */
  look?: AuthLook;
}

/**
 * The demo account of each role of the roles screen, `<role>@demo.com` / `<role>`
 * (packages/mocks/README.md, "Accounts and roles"): it signs in with its role's current matrix.
 */
const ROLE_DEMO_ACCOUNTS = ['administrator', 'manager', 'users', 'support', 'restricted-user'];

/** The sign-in screen: the form and the demo accounts, in either look. */
export function LoginPage({ onSignedIn, look = 'v1' }: LoginPageProps) {
  const { t } = useTranslation('auth');

  const submit = async ({ email, password, remember }: LoginFormValues): Promise<string | null> => {
    const result = await requestLogin({ email, password });
    if ('error' in result) return loginErrorMessage(result.error, t('login.errors.default'));
    await onSignedIn({ ...result.data, remember });
    return null;
  };

  return (
    <AuthLayout
      look={look}
      illustration={look === 'v2' ? <LoginArt /> : undefined}
      titleId="login-title"
      brand={
        <Typography variant="h4" as="p" color="brand" weight="bold">
          Atrium
        </Typography>
      }
      title={t('login.title')}
      subtitle={t('login.subtitle')}
    >
      <Alert severity="info" title={t('login.demoTitle')}>
        {/* Credentials read left to right in every language. */}
        <strong>{t('login.demoAdmin')}</strong> <span dir="ltr">admin@demo.com / admin</span>
        <br />
        <strong>{t('login.demoClient')}</strong> <span dir="ltr">client@demo.com / client</span>
        <br />
        <strong>{t('login.demoRoles')}</strong>{' '}
        <span dir="ltr">
          {ROLE_DEMO_ACCOUNTS.map((role) => `${role}@demo.com / ${role}`).join(', ')}
        </span>
      </Alert>
      <LoginForm onSubmit={submit} />
      <Typography align="center">
        {t('login.newHere')}{' '}
        <TextLink as={Link} to={href('register')}>
          {t('login.createAccount')}
        </TextLink>
      </Typography>
    </AuthLayout>
  );
}
