import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';

import { splitRootProps } from '../utils/open-state.ts';
import { MenuShell, type MenuRootProps } from './menu-shell.tsx';
import { MenuCheckboxItem, MenuItem, MenuRadioItem, MenuSub } from './menu-items.tsx';
import { MenuContent, MenuLabel, MenuSeparator } from './menu.styles.ts';

export interface MenuProps
  extends ComponentPropsWithoutRef<typeof MenuPrimitive.Content>, MenuRootProps {
  /** The button that opens the menu (Enter, Space or ArrowDown open it from the keyboard). */
  trigger: ReactElement;
  /** Keep the menu from opening (the trigger shows as disabled). */
  disabled?: boolean;
  /** Items: `Menu.Item`, `Menu.CheckboxItem`, `Menu.RadioGroup`, `Menu.Sub`, … */
  children: ReactNode;
}

const MenuRoot = forwardRef<HTMLDivElement, MenuProps>(function Menu(props, ref) {
  const [root, { trigger, disabled, children, sideOffset = 6, ...rest }] = splitRootProps(
    props,
    'modal',
  );
  return (
    <MenuShell trigger={trigger} disabled={disabled} {...root}>
      <MenuContent ref={ref} sideOffset={sideOffset} {...rest}>
        {children}
      </MenuContent>
    </MenuShell>
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
