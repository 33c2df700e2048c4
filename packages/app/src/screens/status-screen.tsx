import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, Stack, Typography } from '@atrium/ui';

interface StatusScreenProps {
  /** A large code or word above the title (404, 401…), decorative. */
  code?: string;
  title: string;
  body: string;
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

/** The shared frame of the misc pages: centred code, title, text and actions. */
export function StatusScreen({ code, title, body, actions }: StatusScreenProps) {
  return (
    <Stack
      as="main"
      align="center"
      justify="center"
      gap={4}
      style={{ minBlockSize: '100vh', padding: 24, textAlign: 'center' }}
    >
      {code && (
        <Typography variant="display" as="p" color="brand" aria-hidden>
          {code}
        </Typography>
      )}
      <Typography variant="h4" as="h1">
        {title}
      </Typography>
      <Typography color="secondary" style={{ maxInlineSize: 480 }}>
        {body}
      </Typography>
      {actions && (
        <Stack direction="row" gap={3} wrap justify="center">
          {actions}
        </Stack>
      )}
    </Stack>
  );
}

interface HomeStatusScreenProps {
  code?: string;
  /** The texts' key: the title and body are `<texts>.title` and `<texts>.body`. */
  texts: 'notFound' | 'notAuthorized' | 'underMaintenance';
  /** The label of the one action, a link home. */
  home?: 'notFound.home' | 'notAuthorized.home';
}

/** A status screen whose only way on is the link home (404, 401, maintenance). */
export function HomeStatusScreen({ code, texts, home = 'notFound.home' }: HomeStatusScreenProps) {
  const { t } = useTranslation('app');
  return (
    <StatusScreen
      code={code}
      title={t(`${texts}.title`)}
      body={t(`${texts}.body`)}
      actions={
        <Button asChild>
          <Link to="/">{t(home)}</Link>
        </Button>
      }
    />
  );
}
