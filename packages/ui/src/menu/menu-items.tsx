import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { IconCheck, IconChevronRight, IconPointFilled } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';

import {
  MenuCheckboxItem as StyledCheckboxItem,
  MenuIcon,
  MenuIndicator,
  MenuItem as StyledItem,
  MenuItemLabel,
  MenuRadioItem as StyledRadioItem,
  MenuShortcut,
  MenuSubArrow,
  MenuSubContent,
  MenuSubTrigger,
} from './menu.styles.ts';

interface ItemExtras {
  /** Icon before the label. */
  icon?: ReactNode;
  /** Keyboard shortcut shown at the end, e.g. "⌘D" (display only: bind it yourself). */
  shortcut?: string;
}

/**
 * An item's label, then its shortcut (kept left-to-right, as keys read, in RTL too); a checkable
 * item's indicator (shown while checked) comes first.
 */
function ItemText({
  indicator,
  shortcut,
  children,
}: {
  indicator?: ReactNode;
  shortcut?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <>
      {indicator && <MenuIndicator>{indicator}</MenuIndicator>}
      <MenuItemLabel>{children}</MenuItemLabel>
      {shortcut && (
        <MenuShortcut aria-hidden dir="ltr">
          {shortcut}
        </MenuShortcut>
      )}
    </>
  );
}

export interface MenuItemProps
  extends ComponentPropsWithoutRef<typeof MenuPrimitive.Item>, ItemExtras {
  /** Paint the item in the error colour for destructive actions such as Delete. */
  destructive?: boolean;
}

export const MenuItem = forwardRef<HTMLDivElement, MenuItemProps>(function MenuItem(
  { icon, shortcut, destructive = false, children, ...rest },
  ref,
) {
  return (
    <StyledItem ref={ref} data-color={destructive ? 'error' : undefined} {...rest}>
      {icon && <MenuIcon aria-hidden>{icon}</MenuIcon>}
      <ItemText shortcut={shortcut}>{children}</ItemText>
    </StyledItem>
  );
});

export interface MenuCheckboxItemProps
  extends ComponentPropsWithoutRef<typeof MenuPrimitive.CheckboxItem>, ItemExtras {}

export const MenuCheckboxItem = forwardRef<HTMLDivElement, MenuCheckboxItemProps>(
  function MenuCheckboxItem({ shortcut, children, ...rest }, ref) {
    return (
      <StyledCheckboxItem ref={ref} data-checkable="" {...rest}>
        <ItemText indicator={<IconCheck size={16} aria-hidden />} shortcut={shortcut}>
          {children}
        </ItemText>
      </StyledCheckboxItem>
    );
  },
);

export interface MenuRadioItemProps
  extends ComponentPropsWithoutRef<typeof MenuPrimitive.RadioItem>, ItemExtras {}

export const MenuRadioItem = forwardRef<HTMLDivElement, MenuRadioItemProps>(function MenuRadioItem(
  { shortcut, children, ...rest },
  ref,
) {
  return (
    <StyledRadioItem ref={ref} data-checkable="" {...rest}>
      <ItemText indicator={<IconPointFilled size={14} aria-hidden />} shortcut={shortcut}>
        {children}
      </ItemText>
    </StyledRadioItem>
  );
});

export interface MenuSubProps extends Omit<
  ComponentPropsWithoutRef<typeof MenuPrimitive.SubContent>,
  'title'
> {
  /** Text of the item that opens the sub-menu. */
  label: ReactNode;
  /** Icon before the label. */
  icon?: ReactNode;
  /** Make the opening item unavailable. */
  disabled?: boolean;
  /** The sub-menu's items. */
  children: ReactNode;
}

/** A nested menu; it opens toward the inline end (left in right-to-left) and on ArrowRight/Left. */
export const MenuSub = forwardRef<HTMLDivElement, MenuSubProps>(function MenuSub(
  { label, icon, disabled, children, ...rest },
  ref,
) {
  return (
    <MenuPrimitive.Sub>
      <MenuSubTrigger disabled={disabled}>
        {icon && <MenuIcon aria-hidden>{icon}</MenuIcon>}
        <MenuItemLabel>{label}</MenuItemLabel>
        <MenuSubArrow aria-hidden>
          <IconChevronRight size={16} className="at-mirror-rtl" />
        </MenuSubArrow>
      </MenuSubTrigger>
      <MenuPrimitive.Portal>
        <MenuSubContent ref={ref} sideOffset={6} alignOffset={-6} {...rest}>
          {children}
        </MenuSubContent>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Sub>
  );
});
