import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { AuthLayout, Stack, TextLink, Typography } from '@atrium/ui';

import { LOGIN_PATH, type AuthLook } from '../routes.ts';

/**
 * An address inside a sentence: isolated left to right (Unicode LRI … PDI), so it reads the same
 * in an Arabic sentence.
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

export interface RecoveryFrameProps {
  look: AuthLook;
  titleId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** v2's picture. */
  art: ReactNode;
  children: ReactNode;
}

/** A recovery page's frame: AuthLayout in its look, with the brand and "Back to login" under it. */
export function RecoveryFrame({
  look,
  titleId,
  title,
  subtitle,
  art,
  children,
}: RecoveryFrameProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      look={look}
      titleId={titleId}
      brand={
        <Typography variant="h4" as="p" color="brand" weight="bold">
          Atrium
        </Typography>
      }
      title={title}
      subtitle={subtitle}
      illustration={art}
    >
      {children}
      <Stack align="center">
        <TextLink as={Link} to={LOGIN_PATH}>
          {t('forgotPassword.backToLogin')}
        </TextLink>
      </Stack>
    </AuthLayout>
  );
}

/** Where the demo delivers account mails: said wherever a page tells the user to check mail. */
export function DemoInboxNote() {
  const { t } = useTranslation('auth');
  return (
    <Typography variant="body2" color="secondary">
      {t('forgotPassword.demoInbox')}
    </Typography>
  );
}
