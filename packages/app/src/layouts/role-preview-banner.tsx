import { useTranslation } from 'react-i18next';

import { useAccess } from '@atrium/features/access';
import { Alert, Box, Button } from '@atrium/ui';

/**
 * While a role preview lasts, every signed-in screen says so above its content, with the way
 * back: the navigation and the screens show that role's view, and nothing is saved.
 */
export function RolePreviewBanner() {
  const { t } = useTranslation('app');
  const { preview, exitPreview } = useAccess();
  if (!preview) return null;
  return (
    <Box paddingBlockEnd={6}>
      <Alert
        severity="warning"
        role="status"
        title={t('rolePreview.title', { role: preview.roleName })}
        actions={
          <Button size="sm" variant="contained" color="warning" onClick={exitPreview}>
            {t('rolePreview.exit')}
          </Button>
        }
      >
        {t('rolePreview.text')}
      </Alert>
    </Box>
  );
}
