import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Button } from '@atrium/ui';

import { StatusScreen } from './status-screen.tsx';

export function UnderMaintenance() {
  const { t } = useTranslation('app');
  return (
    <StatusScreen
      title={t('underMaintenance.title')}
      body={t('underMaintenance.body')}
      actions={
        <Button asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      }
    />
  );
}
