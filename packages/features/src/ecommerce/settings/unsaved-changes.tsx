import { useTranslation } from 'react-i18next';

import {
  DiscardDialog,
  UnsavedChangesGuard,
  type DiscardDialogProps,
  type UnsavedChangesTexts,
} from '../../shared/index.ts';
import { SETTINGS_PATH } from './settings-options.ts';

function useUnsavedSettingsTexts(): UnsavedChangesTexts {
  const { t } = useTranslation('ecommerce');
  return {
    title: t('settings.unsaved.title'),
    message: t('settings.unsaved.message'),
    leave: t('settings.unsaved.leave'),
    stay: t('settings.unsaved.stay'),
  };
}

/** "Discard unsaved changes?" in the settings' words: for the tab switch and the leave prompt. */
export function SettingsDiscardDialog(props: Omit<DiscardDialogProps, 'texts'>) {
  return <DiscardDialog {...props} texts={useUnsavedSettingsTexts()} />;
}

/**
 * Warns before leaving the settings with unsaved changes (the shared leave prompt). Switching
 * tabs stays inside the settings and is asked about by the page itself, under any router.
 */
export function LeaveSettingsGuard({ dirty }: { dirty: boolean }) {
  return (
    <UnsavedChangesGuard
      dirty={dirty}
      texts={useUnsavedSettingsTexts()}
      keepsChanges={(next) => next.pathname.startsWith(SETTINGS_PATH)}
    />
  );
}
