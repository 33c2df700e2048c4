import { IconRefresh, IconSettings } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Badge, Button, Drawer, IconButton, VisuallyHidden } from '@atrium/ui';

import { CustomizerPanel } from './customizer-panel.tsx';
import { useCustomizer } from './use-customizer.ts';

/** Reset, marked with a dot and a spoken description while anything differs from the defaults. */
function ResetButton() {
  const { t } = useTranslation('app');
  const { modified, reset } = useCustomizer();
  const hintId = useId();
  return (
    <>
      <Badge dot color="primary" invisible={!modified} label="" data-testid="customizer-reset-mark">
        <Button
          variant="tonal"
          color="secondary"
          startIcon={<IconRefresh size={18} />}
          aria-describedby={modified ? hintId : undefined}
          data-modified={modified}
          onClick={reset}
        >
          {t('customizer.reset')}
        </Button>
      </Badge>
      {modified && <VisuallyHidden id={hintId}>{t('customizer.modified')}</VisuallyHidden>}
    </>
  );
}

/**
 * The navbar's "Customizer" button and the drawer it opens from the logical end: theme, colour,
 * skin, navigation and layout settings, each applied at once and kept for the next visit.
 */
export function CustomizerButton() {
  const { t } = useTranslation('app');
  return (
    <Drawer
      side="end"
      size="md"
      title={t('customizer.title')}
      description={t('customizer.description')}
      trigger={
        <IconButton label={t('customizer.open')} variant="text" color="secondary" shape="round">
          <IconSettings size={22} />
        </IconButton>
      }
      footer={<ResetButton />}
      data-testid="customizer"
    >
      <CustomizerPanel />
    </Drawer>
  );
}
