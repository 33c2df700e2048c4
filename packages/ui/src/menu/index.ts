export {
  type MenuCheckboxItemProps,
  type MenuItemProps,
  type MenuRadioItemProps,
  type MenuSubProps,
} from './menu-items.tsx';
export { Menu, type MenuProps } from './menu.tsx';
