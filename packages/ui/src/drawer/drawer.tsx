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
import {
  DrawerBody,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerHeading,
  DrawerOverlay,
  DrawerTitle,
  type DrawerSize,
} from './drawer.styles.ts';

export interface DrawerProps extends Omit<
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content>,
  'title'
> {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state (Radix signature). */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the drawer; focus returns to it on close. */
  trigger?: ReactElement;
  /** Edge it slides from, in logical terms: `start` is the right edge in right-to-left. */
  side?: 'start' | 'end';
  /** Width. */
  size?: DrawerSize;
  /** Heading; it also names the drawer for screen readers. */
  title: ReactNode;
  /** A line under the title; it describes the drawer. */
  description?: ReactNode;
  /** Actions pinned to the bottom, such as Apply and Reset. */
  footer?: ReactNode;
  /** The scrolling content. */
  children?: ReactNode;
}

/**
 * A modal side panel for filters, details and quick edits (Radix dialog): focus is trapped and
 * returned, Escape and a click on the backdrop close it.
 */
export const Drawer = forwardRef<HTMLDivElement, DrawerProps>(function Drawer(
  {
    open,
    defaultOpen,
    onOpenChange,
    trigger,
    side = 'end',
    size = 'md',
    title,
    description,
    footer,
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
        <DrawerOverlay data-testid="drawer-overlay" />
        <DrawerContent
          ref={ref}
          data-side={side}
          data-size={size}
          // No description: say so, rather than point at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...rest}
        >
          <DrawerHeader>
            <DrawerHeading>
              <DrawerTitle>{title}</DrawerTitle>
              {description && <DrawerDescription>{description}</DrawerDescription>}
            </DrawerHeading>
            <DialogPrimitive.Close asChild>
              <IconButton label={t('drawer.close')} size="sm">
                <IconX size={18} />
              </IconButton>
            </DialogPrimitive.Close>
          </DrawerHeader>
          <DrawerBody>{children}</DrawerBody>
          {footer && <DrawerFooter>{footer}</DrawerFooter>}
        </DrawerContent>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
});
