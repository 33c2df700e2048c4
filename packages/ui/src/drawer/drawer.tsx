import type * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { splitRootProps } from '../utils/open-state.ts';
import { ModalCloseButton, ModalShell, type ModalRootProps } from '../dialog/modal-shell.tsx';
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

export interface DrawerProps
  extends Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, 'title'>, ModalRootProps {
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
export const Drawer = forwardRef<HTMLDivElement, DrawerProps>(function Drawer(props, ref) {
  const [root, { side = 'end', size = 'md', title, description, footer, children, ...rest }] =
    splitRootProps(props, 'trigger');
  const { t } = useTranslation('ui');
  return (
    <ModalShell {...root}>
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
          <ModalCloseButton label={t('drawer.close')} />
        </DrawerHeader>
        <DrawerBody>{children}</DrawerBody>
        {footer && <DrawerFooter>{footer}</DrawerFooter>}
      </DrawerContent>
    </ModalShell>
  );
});
