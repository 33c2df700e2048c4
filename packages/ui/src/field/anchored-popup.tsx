import * as Popover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';

export interface AnchoredPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field's box, which the popup is placed against; a `Popover.Trigger` may sit inside. */
  box: ReactElement;
  /** The popup: a `Popover.Content`, rendered in a portal. */
  children: ReactNode;
}

/** A field's box with a popup (option list, calendar) anchored to it: Radix Popover's parts. */
export function AnchoredPopup({ open, onOpenChange, box, children }: AnchoredPopupProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor asChild>{box}</Popover.Anchor>
      <Popover.Portal>{children}</Popover.Portal>
    </Popover.Root>
  );
}
