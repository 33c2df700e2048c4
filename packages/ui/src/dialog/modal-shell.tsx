import * as DialogPrimitive from '@radix-ui/react-dialog';
import { IconX } from '@tabler/icons-react';
import type { ReactElement, ReactNode } from 'react';

import { IconButton } from '../icon-button/icon-button.tsx';
import type { OpenStateProps } from '../utils/open-state.ts';

/** The open state and trigger of a modal (dialog or drawer). */
export interface ModalRootProps extends OpenStateProps {
  /** Element that opens the modal; focus returns to it on close. */
  trigger?: ReactElement;
}

/** A Radix dialog root with its optional trigger, and a portal for the overlay and content. */
export function ModalShell({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  children,
}: ModalRootProps & { children: ReactNode }) {
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>{children}</DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The small close (×) button of a modal, named by `label`. */
export function ModalCloseButton({ label }: { label: string }) {
  return (
    <DialogPrimitive.Close asChild>
      <IconButton label={label} size="sm">
        <IconX size={18} />
      </IconButton>
    </DialogPrimitive.Close>
  );
}
