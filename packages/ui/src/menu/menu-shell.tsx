import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ReactElement, ReactNode } from 'react';

import { useDirection } from '../i18n/use-direction.ts';
import type { OpenStateProps } from '../utils/open-state.ts';

/** The open state of a dropdown menu (Menu, NotificationMenu, ShortcutGrid, the top nav's groups). */
export interface MenuRootProps extends OpenStateProps {
  /** Block the rest of the page while open (Radix default: true). */
  modal?: boolean;
}

/**
 * A Radix dropdown-menu root with its trigger and a portal for the panel. Radix places submenus
 * and maps arrow keys by `dir`; it does not read the document's, so the page's is passed.
 */
export function MenuShell({
  trigger,
  disabled,
  children,
  ...root
}: MenuRootProps & {
  /** The element that opens the menu. */
  trigger: ReactElement;
  /** Keep the menu from opening. */
  disabled?: boolean;
  /** The panel (a `MenuPrimitive.Content`). */
  children: ReactNode;
}) {
  const dir = useDirection();
  return (
    <MenuPrimitive.Root {...root} dir={dir}>
      <MenuPrimitive.Trigger asChild disabled={disabled}>
        {trigger}
      </MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>{children}</MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
}
