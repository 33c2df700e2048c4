import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { AuthLayout, TextLink, Typography } from '@atrium/ui';

import { lookScreen } from '../look-screen.tsx';
import type { AuthLook } from '../routes.ts';
import { RegisterForm } from './register-form.tsx';
import { RegisterIllustration } from './register-illustration.tsx';

export interface RegisterPageProps {
  /** v1: the centred card (`/register`); v2: the split screen with the illustration. */
  look: AuthLook;
}

/** The brand above every auth page's heading. */
export const authBrand = (
  <Typography variant="h4" as="p" color="brand" weight="bold">
    Atrium
  </Typography>
);

/**
 * Sign-up: the account's username, email and password, then straight in (the app stores the
 * session and lands on the new subscriber's first screen).
 */
export function RegisterPage({ look }: RegisterPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      look={look}
      titleId="register-title"
      brand={authBrand}
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      illustration={<RegisterIllustration />}
    >
      <RegisterForm />
      <SignInInstead />
    </AuthLayout>
  );
}

/** "Already have an account? Sign in instead", under both register forms. */
export function SignInInstead() {
  const { t } = useTranslation('auth');
  return (
    <Typography align="center">
      {t('register.haveAccount')}{' '}
      <TextLink as={Link} to="/login">
        {t('register.signIn')}
      </TextLink>
    </Typography>
  );
}

export const RegisterV1 = lookScreen(RegisterPage, 'v1');
export const RegisterV2 = lookScreen(RegisterPage, 'v2');
