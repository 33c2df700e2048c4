import { Fragment, forwardRef, type HTMLAttributes } from 'react';

import type { Breakpoint } from '../theme/tokens.ts';
import { KbdKey, KbdRoot } from './kbd.styles.ts';

export interface KbdProps extends HTMLAttributes<HTMLElement> {
  /** The keys of a shortcut, pressed together: `['Ctrl', 'K']`. */
  keys?: readonly string[];
  /** Drawn between keys. */
  separator?: string;
  /** Key cap size. */
  size?: 'sm' | 'md';
  /**
   * Hidden on screens narrower than this breakpoint: a shortcut hint is of no use on a phone,
   * and in a crowded bar it only takes room (the navbar's search hint overlapped the next
   * buttons at 360–412 px).
   */
  hideBelow?: Exclude<Breakpoint, 'xs'>;
}

/**
 * A keyboard key or shortcut. Follows the HTML spec's nesting: one outer `<kbd>` for the
 * shortcut, an inner `<kbd>` per key. Children render as a single key.
 */
export const Kbd = forwardRef<HTMLElement, KbdProps>(function Kbd(
  { keys, separator = '+', size = 'md', hideBelow, children, ...rest },
  ref,
) {
  const list = keys ?? [];
  return (
    <KbdRoot ref={ref} data-size={size} data-hide-below={hideBelow} {...rest}>
      {keys
        ? list.map((key, i) => (
            <Fragment key={`${key}-${i}`}>
              {i > 0 && <span>{separator}</span>}
              <KbdKey>{key}</KbdKey>
            </Fragment>
          ))
        : children && <KbdKey>{children}</KbdKey>}
    </KbdRoot>
  );
});
