import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '@atrium/ui';

import { StatusScreen } from './status-screen.tsx';

/** Any unknown path, and /pages/misc/page-not-found. */
export function NotFound() {
  const { t } = useTranslation('app');
  return (
    <StatusScreen
      code="404"
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <Button asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      }
    />
  );
}
