import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
} from 'react';

import { ListContext } from './list-context.ts';
import { ListItem } from './list-item.tsx';
import { ListRoot } from './list.styles.ts';

export interface ListValueChangeDetails {
  /** The option just chosen. */
  value: string;
}

export interface ListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'defaultValue'> {
  /** Tighter rows, for menus and side panels. */
  dense?: boolean;
  /** A line between rows. */
  dividers?: boolean;
  /** No padding around the list or at the row ends, so rows line up with the text around it. */
  flush?: boolean;
  /** A single-choice listbox: items with a `value` are options, chosen by click, Enter or Space. */
  selectable?: boolean;
  /** Selected option (controlled). */
  value?: string | null;
  /** Selected option at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called when the user chooses an option. */
  onValueChange?: (details: ListValueChangeDetails) => void;
}

const optionSelector = '[role="option"]:not([aria-disabled="true"])';

const ListBase = forwardRef<HTMLUListElement, ListProps>(function List(
  {
    dense = false,
    dividers = false,
    flush = false,
    selectable = false,
    value,
    defaultValue = null,
    onValueChange,
    onKeyDown,
    onFocus,
    children,
    ...rest
  },
  ref,
) {
  const [own, setOwn] = useState(defaultValue);
  const selected = value !== undefined ? value : own;
  const listRef = useRef<HTMLUListElement | null>(null);
  const select = useCallback(
    (next: string) => {
      setOwn(next);
      onValueChange?.({ value: next });
    },
    [onValueChange],
  );

  // Roving tab stop: one option is in the tab order, the focused one, else the selected or first.
  useLayoutEffect(() => {
    if (!selectable || !listRef.current) return;
    const options = [...listRef.current.querySelectorAll<HTMLElement>('[role="option"]')];
    if (options.some((o) => o === document.activeElement)) return;
    const enabled = options.filter((o) => o.matches(optionSelector));
    const active = enabled.find((o) => o.dataset.value === selected) ?? enabled[0];
    for (const o of options) o.tabIndex = o === active ? 0 : -1;
  });

  const handleFocus = (event: FocusEvent<HTMLUListElement>) => {
    onFocus?.(event);
    if (!selectable || !listRef.current) return;
    const target = event.target;
    if (target.getAttribute('role') !== 'option') return;
    for (const o of listRef.current.querySelectorAll<HTMLElement>('[role="option"]')) {
      o.tabIndex = o === target ? 0 : -1;
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    onKeyDown?.(event);
    if (!selectable || event.defaultPrevented || !listRef.current) return;
    const options = [...listRef.current.querySelectorAll<HTMLElement>(optionSelector)];
    const current = options.findIndex((o) => o === document.activeElement);
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, options.length - 1),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: options.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      const next = options[target];
      if (!next) return;
      next.focus();
    } else if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      const chosen = options[current]?.dataset.value;
      if (chosen !== undefined) select(chosen);
    }
  };

  return (
    <ListContext.Provider value={{ selectable, value: selected, select }}>
      <ListRoot
        ref={(node: HTMLUListElement | null) => {
          listRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        role={selectable ? 'listbox' : undefined}
        data-dense={dense || undefined}
        data-dividers={dividers || undefined}
        data-flush={flush || undefined}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        {...rest}
      >
        {children}
      </ListRoot>
    </ListContext.Provider>
  );
});

/** Rows of content; `selectable` turns it into a single-choice listbox with arrow keys. */
export const List = Object.assign(ListBase, { Item: ListItem });
