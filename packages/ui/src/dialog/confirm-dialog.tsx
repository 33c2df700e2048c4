import { forwardRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/button.tsx';
import { Dialog } from './dialog.tsx';
import type { ModalRootProps } from './modal-shell.tsx';
import { ConfirmError } from './confirm-dialog.styles.ts';

export interface ConfirmDialogProps extends ModalRootProps {
  /** The question, e.g. "Delete 3 products?". */
  title: ReactNode;
  /** What happens if the user confirms. */
  message?: ReactNode;
  /** Label of the confirm button; defaults to a translated "Confirm". */
  confirmLabel?: string;
  /** Label of the cancel button; defaults to a translated "Cancel". */
  cancelLabel?: string;
  /** Paint the confirm button in the error colour for irreversible actions. */
  destructive?: boolean;
  /** Show the confirm button as busy (when the caller tracks the work itself). */
  loading?: boolean;
  /** Runs on confirm; a returned promise keeps the dialog open and busy until it settles. */
  onConfirm: () => void | Promise<unknown>;
  /** Runs when the user cancels (button, Escape or overlay). */
  onCancel?: () => void;
  /** Shown when `onConfirm` rejects; defaults to a translated generic message. */
  errorMessage?: ReactNode;
  /** Extra class on the dialog box. */
  className?: string;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}

/**
 * Asks before an action. The dialog closes itself once `onConfirm` succeeds; if it rejects, the
 * dialog stays open and says so, so the user can retry or cancel.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    open,
    defaultOpen = false,
    onOpenChange,
    trigger,
    title,
    message,
    confirmLabel,
    cancelLabel,
    destructive = false,
    loading = false,
    onConfirm,
    onCancel,
    errorMessage,
    className,
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const isOpen = open ?? ownOpen;
  const busy = pending || loading;

  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    if (next) setFailed(false);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    // Work in flight must finish (or fail) before the dialog may go away.
    if (busy) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const confirm = async () => {
    if (busy) return;
    setFailed(false);
    const result = onConfirm();
    if (!isPromise(result)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      setOpen(false);
    } catch {
      setPending(false);
      setFailed(true);
    }
  };

  return (
    <Dialog
      ref={ref}
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      size="sm"
      role="alertdialog"
      hideCloseButton
      className={className}
      // Without a message there is nothing to describe the dialog; an explicit undefined tells
      // Radix so instead of pointing at a missing element.
      {...(message ? {} : { 'aria-describedby': undefined })}
    >
      <Dialog.Title>{title}</Dialog.Title>
      {message && <Dialog.Description>{message}</Dialog.Description>}
      {failed && (
        <ConfirmError role="alert">{errorMessage ?? t('confirmDialog.error')}</ConfirmError>
      )}
      <Dialog.Actions>
        <Button
          variant="tonal"
          color="secondary"
          disabled={busy}
          onClick={() => handleOpenChange(false)}
        >
          {cancelLabel ?? t('confirmDialog.cancel')}
        </Button>
        <Button
          color={destructive ? 'error' : 'primary'}
          loading={busy}
          onClick={() => void confirm()}
        >
          {confirmLabel ?? t('confirmDialog.confirm')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
});
