import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

import { ConfirmDialog } from '@atrium/ui';

export interface UnsavedChangesGuardProps {
  /** Whether leaving now would lose changes; read at the moment of leaving. */
  shouldBlock: () => boolean;
  /** Whether the form has changes now (for the browser's own prompt on reload or close). */
  dirty: boolean;
}

/**
 * Asks before leaving a form with unsaved changes: a ConfirmDialog for in-app navigation (React
 * Router's `useBlocker`) and the browser's prompt for reload, close and typed URLs (`beforeunload`).
 * `useBlocker` exists only under a data router, which the app uses; under a plain router (some
 * tests and stories) only the browser prompt is armed.
 */
export function UnsavedChangesGuard({ shouldBlock, dirty }: UnsavedChangesGuardProps) {
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
  return dataRouter ? <LeavePrompt shouldBlock={shouldBlock} /> : null;
}

function LeavePrompt({ shouldBlock }: Pick<UnsavedChangesGuardProps, 'shouldBlock'>) {
  const { t } = useTranslation('ecommerce');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && shouldBlock(),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      // Staying is the cancel: the dialog also reports "closed" after Leave, when resetting the
      // blocker would undo the navigation it just let through.
      onCancel={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
      title={t('productForm.unsaved.title')}
      message={t('productForm.unsaved.message')}
      confirmLabel={t('productForm.unsaved.leave')}
      cancelLabel={t('productForm.unsaved.stay')}
      destructive
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
