import { forwardRef, useContext, type LiHTMLAttributes, type ReactNode } from 'react';

import { ListContext } from './list-context.ts';
import {
  ListItemAction,
  ListItemLeading,
  ListItemButton,
  ListItemRoot,
  ListItemSecondary,
  ListItemStart,
  ListItemText,
} from './list.styles.ts';

export interface ListItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'value' | 'onClick'> {
  /** An avatar or icon at the start of the row. */
  start?: ReactNode;
  /** A second line under the main text. */
  secondary?: ReactNode;
  /** Controls at the end of the row (a button, a menu, a switch). */
  action?: ReactNode;
  /** In a selectable list: the value this option stands for. */
  value?: string;
  /** In a selectable list: the option cannot be chosen. */
  disabled?: boolean;
  /**
   * Controls at the very start of the row, before its button (a selection box, a star): they stay
   * controls of their own, never inside the row's button.
   */
  leading?: ReactNode;
  /** In a plain list: makes the whole row one button (open the order, the customer…). */
  onClick?: () => void;
}

/** One row: start visual, text with an optional second line, end action. */
export const ListItem = forwardRef<HTMLLIElement, ListItemProps>(function ListItem(
  { start, secondary, action, leading, value, disabled = false, onClick, children, ...rest },
  ref,
) {
  const list = useContext(ListContext);
  const text = (
    <ListItemText>
      <span>{children}</span>
      {secondary && <ListItemSecondary>{secondary}</ListItemSecondary>}
    </ListItemText>
  );
  const startNode = start && <ListItemStart>{start}</ListItemStart>;
  if (list.selectable && value !== undefined) {
    return (
      <ListItemRoot
        ref={ref}
        role="option"
        aria-selected={list.value === value}
        aria-disabled={disabled || undefined}
        data-value={value}
        onClick={() => !disabled && list.select(value)}
        {...rest}
      >
        {startNode}
        {text}
        {action && <ListItemAction>{action}</ListItemAction>}
      </ListItemRoot>
    );
  }
  return (
    <ListItemRoot ref={ref} data-clickable={onClick ? '' : undefined} {...rest}>
      {leading && <ListItemLeading>{leading}</ListItemLeading>}
      {onClick ? (
        <ListItemButton type="button" onClick={() => onClick()}>
          {startNode}
          {text}
        </ListItemButton>
      ) : (
        <>
          {startNode}
          {text}
        </>
      )}
      {action && <ListItemAction>{action}</ListItemAction>}
    </ListItemRoot>
  );
});
