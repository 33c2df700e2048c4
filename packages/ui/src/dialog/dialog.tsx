import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { splitRootProps } from '../utils/open-state.ts';
import { DialogBody } from './dialog-body.tsx';
import { ModalCloseButton, ModalShell, type ModalRootProps } from './modal-shell.tsx';
import {
  DialogActions,
  DialogCloseSlot,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogTitle,
  type DialogSize,
} from './dialog.styles.ts';

export interface DialogProps
  extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, ModalRootProps {
  /** Maximum width; below the `sm` breakpoint every size is full screen. */
  size?: DialogSize;
  /** Hide the close button in the corner (keep another way to close, such as Cancel). */
  hideCloseButton?: boolean;
  /** Title, description, body and actions: `Dialog.Title`, `Dialog.Body`, … */
  children: ReactNode;
}

const DialogRoot = forwardRef<HTMLDivElement, DialogProps>(function Dialog(props, ref) {
  const [root, { size = 'md', hideCloseButton = false, children, ...rest }] = splitRootProps(
    props,
    'trigger',
  );
  const { t } = useTranslation('ui');
  return (
    <ModalShell {...root}>
      <DialogOverlay />
      <DialogContent ref={ref} data-size={size} {...rest}>
        {children}
        {!hideCloseButton && (
          <DialogCloseSlot>
            <ModalCloseButton label={t('dialog.close')} />
          </DialogCloseSlot>
        )}
      </DialogContent>
    </ModalShell>
  );
});

/**
 * A modal dialog: focus is trapped inside and returns to the trigger, Escape and the close button
 * dismiss it. Title and actions stay put while `Dialog.Body` scrolls.
 */
export const Dialog = Object.assign(DialogRoot, {
  Title: DialogTitle,
  Description: DialogDescription,
  Body: DialogBody,
  Actions: DialogActions,
  /** Wrap a button with `asChild` to make it close the dialog. */
  Close: DialogPrimitive.Close,
});
