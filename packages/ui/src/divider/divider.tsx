import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';

import { DividerLine, DividerWithText } from './divider.styles.ts';

export interface DividerProps extends HTMLAttributes<HTMLElement> {
  /** A line across (`horizontal`) or up and down between items in a row (`vertical`). */
  orientation?: 'horizontal' | 'vertical';
  /** Solid or dashed line. */
  variant?: 'solid' | 'dashed';
  /** Where the text sits along a horizontal line; `start` and `end` follow the writing direction. */
  textAlign?: 'start' | 'center' | 'end';
  /** Text in the middle of a horizontal line ("or"). */
  children?: ReactNode;
}

/** A thin line that separates content; with text, it reads as the text alone. */
export const Divider = forwardRef<HTMLElement, DividerProps>(function Divider(
  { orientation = 'horizontal', variant = 'solid', textAlign = 'center', children, ...rest },
  ref,
) {
  if (children && orientation === 'horizontal') {
    // A separator's content is hidden from screen readers, so a labelled line stays plain text.
    return (
      <DividerWithText
        ref={ref as Ref<HTMLDivElement>}
        data-variant={variant}
        data-align={textAlign}
        {...rest}
      >
        {children}
      </DividerWithText>
    );
  }
  return (
    <DividerLine
      ref={ref as Ref<HTMLHRElement>}
      as={orientation === 'vertical' ? 'div' : 'hr'}
      role={orientation === 'vertical' ? 'separator' : undefined}
      aria-orientation={orientation === 'vertical' ? 'vertical' : undefined}
      data-variant={variant}
      {...rest}
    />
  );
});
