import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

import { ConfirmDialog } from '@atrium/ui';

import { SETTINGS_PATH } from './settings-options.ts';

export interface DiscardDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** "Discard unsaved changes?": shared by the tab switch and the leave prompt. */
export function DiscardDialog({ open, onStay, onLeave }: DiscardDialogProps) {
  const { t } = useTranslation('ecommerce');
  return (
    <ConfirmDialog
      open={open}
      // Staying is the cancel: the dialog also reports "closed" after Leave.
      onCancel={onStay}
      title={t('settings.unsaved.title')}
      message={t('settings.unsaved.message')}
      confirmLabel={t('settings.unsaved.leave')}
      cancelLabel={t('settings.unsaved.stay')}
      destructive
      onConfirm={onLeave}
    />
  );
}

/**
 * Warns before leaving the settings with unsaved changes: the browser's prompt on reload or close
 * (`beforeunload`), and a dialog for in-app navigation away from the settings (React Router's
 * `useBlocker`, which exists only under a data router, as in the app). Switching tabs is asked
 * about by the page itself, so it works under any router.
 */
export function LeaveSettingsGuard({ dirty }: { dirty: boolean }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return dataRouter ? <LeavePrompt dirty={dirty} /> : null;
}

function LeavePrompt({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ nextLocation }) => dirty && !nextLocation.pathname.startsWith(SETTINGS_PATH),
  );
  const blocked = blocker.state === 'blocked';
  return (
    <DiscardDialog
      open={blocked}
      onStay={() => blocked && blocker.reset()}
      onLeave={() => blocked && blocker.proceed()}
    />
  );
}
