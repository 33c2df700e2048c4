import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';

import { useDirection } from '../i18n/use-direction.ts';
import { MenuCheckboxItem, MenuItem, MenuRadioItem, MenuSub } from './menu-items.tsx';
import { MenuContent, MenuLabel, MenuSeparator } from './menu.styles.ts';

export interface MenuProps extends ComponentPropsWithoutRef<typeof MenuPrimitive.Content> {
  /** The button that opens the menu (Enter, Space or ArrowDown open it from the keyboard). */
  trigger: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state (Radix signature). */
  onOpenChange?: (open: boolean) => void;
  /** Block the rest of the page while open (Radix default: true). */
  modal?: boolean;
  /** Keep the menu from opening (the trigger shows as disabled). */
  disabled?: boolean;
  /** Items: `Menu.Item`, `Menu.CheckboxItem`, `Menu.RadioGroup`, `Menu.Sub`, … */
  children: ReactNode;
}

const MenuRoot = forwardRef<HTMLDivElement, MenuProps>(function Menu(
  { trigger, open, defaultOpen, onOpenChange, modal, disabled, children, sideOffset = 6, ...rest },
  ref,
) {
  const dir = useDirection();
  return (
    <MenuPrimitive.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={modal}
      dir={dir}
    >
      <MenuPrimitive.Trigger asChild disabled={disabled}>
        {trigger}
      </MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuContent ref={ref} sideOffset={sideOffset} {...rest}>
          {children}
        </MenuContent>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
});

/**
 * A dropdown menu of actions with roving focus, typeahead and nested sub-menus. Parts are
 * properties: `Menu.Item`, `Menu.CheckboxItem`, `Menu.RadioGroup` + `Menu.RadioItem`,
 * `Menu.Sub`, `Menu.Label`, `Menu.Group`, `Menu.Separator`.
 */
export const Menu = Object.assign(MenuRoot, {
  Item: MenuItem,
  CheckboxItem: MenuCheckboxItem,
  RadioGroup: MenuPrimitive.RadioGroup,
  RadioItem: MenuRadioItem,
  Sub: MenuSub,
  Label: MenuLabel,
  Group: MenuPrimitive.Group,
  Separator: MenuSeparator,
});
