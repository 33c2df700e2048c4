import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button, Stack, Typography } from '@atrium/ui';

/** Any unknown path. */
export function NotFound() {
  const { t } = useTranslation('app');
  return (
    <Stack
      as="main"
      align="center"
      justify="center"
      gap={4}
      style={{ minBlockSize: '100vh', padding: 24, textAlign: 'center' }}
    >
      <Typography variant="display" as="p" aria-hidden>
        404
      </Typography>
      <Typography variant="h4" as="h1">
        {t('notFound.title')}
      </Typography>
      <Typography color="secondary">{t('notFound.body')}</Typography>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </Stack>
  );
}
