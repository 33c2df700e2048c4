export {
  ButtonGroup,
  type ButtonGroupProps,
  type ButtonGroupToggleItemProps,
  type ButtonGroupToggleProps,
} from './button-group.tsx';
