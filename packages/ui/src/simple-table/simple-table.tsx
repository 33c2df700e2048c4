import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type CSSProperties, type ReactNode, type TableHTMLAttributes } from 'react';

import { Scroller, StyledTable } from './simple-table.styles.ts';

export interface SimpleTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The table's title, read first by screen readers; also names its scroll region. */
  caption: string;
  /** Keeps the caption for assistive technology only (a card title already says it). */
  hideCaption?: boolean;
  /** Shades every other body row. */
  striped?: boolean;
  /** Highlights the row under the pointer. */
  hover?: boolean;
  /** Smaller padding and text. */
  dense?: boolean;
  /** Keeps the header row in view while the body scrolls (set `maxHeight`). */
  stickyHeader?: boolean;
  /** Height limit of the scroll area. */
  maxHeight?: CSSProperties['maxHeight'];
  /** `thead`, `tbody` and `tfoot` with plain rows and cells; `data-align="end"` on numbers. */
  children: ReactNode;
}

/**
 * A styled semantic table for small, static data (order lines, a price list). It scrolls
 * sideways on narrow screens; the scroll box is focusable so keyboard users can scroll it.
 */
export const SimpleTable = forwardRef<HTMLTableElement, SimpleTableProps>(function SimpleTable(
  {
    caption,
    hideCaption = false,
    striped = false,
    hover = false,
    dense = false,
    stickyHeader = false,
    maxHeight,
    children,
    ...rest
  },
  ref,
) {
  return (
    <Scroller role="region" aria-label={caption} tabIndex={0} style={{ maxHeight }}>
      <StyledTable
        ref={ref}
        data-striped={striped || undefined}
        data-hover={hover || undefined}
        data-dense={dense || undefined}
        data-sticky-header={stickyHeader || undefined}
        {...rest}
      >
        <caption>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
        {children}
      </StyledTable>
    </Scroller>
  );
});
