import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { AuthLayout, TextLink, Typography } from '@atrium/ui';

import { lookScreens } from '../look-screens.tsx';
import { LOGIN_PATH, type AuthLook } from '../routes.ts';
import { RegisterForm } from './register-form.tsx';
import { RegisterIllustration } from './register-illustration.tsx';

export interface RegisterPageProps {
  /** v1: the centred card (`/register`); v2: the split screen with the illustration. */
  look: AuthLook;
}

/** The brand above the heading. */
const authBrand = (
  <Typography variant="h4" as="p" color="brand" weight="bold">
    Atrium
  </Typography>
);

export interface RegisterFrameProps {
  look: AuthLook;
  /** The heading's id, unique per page. */
  titleId: string;
  title: string;
  subtitle: string;
  /** The form. */
  children: ReactNode;
}

/** Both register pages' frame: brand, heading, v2's illustration, and the way to sign in. */
export function RegisterFrame({ children, ...frame }: RegisterFrameProps) {
  return (
    <AuthLayout {...frame} brand={authBrand} illustration={<RegisterIllustration />}>
      {children}
      <SignInInstead />
    </AuthLayout>
  );
}

/**
 * Sign-up: the account's username, email and password, then straight in (the app stores the
 * session and lands on the new subscriber's first screen).
 */
export function RegisterPage({ look }: RegisterPageProps) {
  const { t } = useTranslation('auth');
  return (
    <RegisterFrame
      look={look}
      titleId="register-title"
      title={t('register.title')}
      subtitle={t('register.subtitle')}
    >
      <RegisterForm />
    </RegisterFrame>
  );
}

/** "Already have an account? Sign in instead", under both register forms. */
function SignInInstead() {
  const { t } = useTranslation('auth');
  return (
    <Typography align="center">
      {t('register.haveAccount')}{' '}
      <TextLink as={Link} to={LOGIN_PATH}>
        {t('register.signIn')}
      </TextLink>
    </Typography>
  );
}

export const registerScreens = lookScreens(RegisterPage);
