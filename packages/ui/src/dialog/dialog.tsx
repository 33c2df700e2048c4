import * as DialogPrimitive from '@radix-ui/react-dialog';
import { IconX } from '@tabler/icons-react';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import { IconButton } from '../icon-button/icon-button.tsx';
import { DialogBody } from './dialog-body.tsx';
import {
  DialogActions,
  DialogCloseSlot,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogTitle,
  type DialogSize,
} from './dialog.styles.ts';

export interface DialogProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state (Radix signature, so it plugs into `useState`). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Maximum width; below the `sm` breakpoint every size is full screen. */
  size?: DialogSize;
  /** Hide the close button in the corner (keep another way to close, such as Cancel). */
  hideCloseButton?: boolean;
  /** Title, description, body and actions: `Dialog.Title`, `Dialog.Body`, … */
  children: ReactNode;
}

const DialogRoot = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    size = 'md',
    hideCloseButton = false,
    children,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogContent ref={ref} data-size={size} {...rest}>
          {children}
          {!hideCloseButton && (
            <DialogCloseSlot>
              <DialogPrimitive.Close asChild>
                <IconButton label={t('dialog.close')} size="sm">
                  <IconX size={18} />
                </IconButton>
              </DialogPrimitive.Close>
            </DialogCloseSlot>
          )}
        </DialogContent>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
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
