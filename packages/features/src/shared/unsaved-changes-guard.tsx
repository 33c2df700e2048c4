import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type Location } from 'react-router-dom';

import { ConfirmDialog } from '@atrium/ui';

/** The leave prompt's texts, from the feature's own namespace. */
export interface UnsavedChangesTexts {
  title: string;
  message: string;
  /** The confirm: leave and lose the changes. */
  leave: string;
  /** The cancel: stay on the form. */
  stay: string;
}

export interface DiscardDialogProps {
  open: boolean;
  texts: UnsavedChangesTexts;
  onStay: () => void;
  onLeave: () => void;
}

/** "Discard unsaved changes?": the leave prompt, also for in-page switches (a settings tab). */
export function DiscardDialog({ open, texts, onStay, onLeave }: DiscardDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      // Staying is the cancel: the dialog also reports "closed" after Leave.
      onCancel={onStay}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.leave}
      cancelLabel={texts.stay}
      destructive
      onConfirm={onLeave}
    />
  );
}

export interface UnsavedChangesGuardProps {
  /** Whether the form has changes now (for the browser's own prompt on reload or close). */
  dirty: boolean;
  texts: UnsavedChangesTexts;
  /**
   * Whether leaving now would lose changes, read at the moment of leaving (a form that has just
   * saved and navigates on is still dirty for a render). Defaults to `dirty`.
   */
  shouldBlock?: () => boolean;
  /** Destinations that keep the changes (the other tabs of the same settings); none by default. */
  keepsChanges?: (next: Location) => boolean;
}

/**
 * Asks before leaving a form with unsaved changes: a dialog for in-app navigation to another path
 * (React Router's `useBlocker`) and the browser's prompt for reload, close and typed URLs
 * (`beforeunload`). `useBlocker` exists only under a data router, which the app uses; under a
 * plain router (some tests and stories) only the browser prompt is armed.
 */
export function UnsavedChangesGuard({
  dirty,
  texts,
  shouldBlock = () => dirty,
  keepsChanges = () => false,
}: UnsavedChangesGuardProps) {
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
  return dataRouter ? (
    <LeavePrompt texts={texts} shouldBlock={shouldBlock} keepsChanges={keepsChanges} />
  ) : null;
}

function LeavePrompt({
  texts,
  shouldBlock,
  keepsChanges,
}: Required<Pick<UnsavedChangesGuardProps, 'texts' | 'shouldBlock' | 'keepsChanges'>>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !keepsChanges(nextLocation) &&
      shouldBlock(),
  );
  const blocked = blocker.state === 'blocked';
  return (
    <DiscardDialog
      open={blocked}
      texts={texts}
      // Resetting after Leave would undo the navigation it just let through.
      onStay={() => blocked && blocker.reset()}
      onLeave={() => blocked && blocker.proceed()}
    />
  );
}
