import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '@atrium/ui';

import { StatusScreen } from './status-screen.tsx';

/** Where a signed-in user lands when a route's ability check fails. */
export function NotAuthorized() {
  const { t } = useTranslation('app');
  return (
    <StatusScreen
      code="401"
      title={t('notAuthorized.title')}
      body={t('notAuthorized.body')}
      actions={
        <Button asChild>
          <Link to="/">{t('notAuthorized.home')}</Link>
        </Button>
      }
    />
  );
}
