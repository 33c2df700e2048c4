import * as DialogPrimitive from '@radix-ui/react-dialog';
import { IconX } from '@tabler/icons-react';
import type { ReactElement, ReactNode } from 'react';

import { IconButton } from '../icon-button/icon-button.tsx';

/** The open state and trigger of a modal (dialog or drawer). */
export interface ModalRootProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state (Radix signature, so it plugs into `useState`). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the modal; focus returns to it on close. */
  trigger?: ReactElement;
}

/** Splits a modal's props into those of its Radix root and the rest, for its content. */
export function splitModalProps<P extends ModalRootProps>({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  ...rest
}: P): [ModalRootProps, Omit<P, keyof ModalRootProps>] {
  return [{ open, defaultOpen, onOpenChange, trigger }, rest];
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
