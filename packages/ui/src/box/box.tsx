import { forwardRef, type ElementType, type HTMLAttributes } from 'react';

import type { Responsive } from '../grid/grid.styles.ts';
import { BoxRoot, type BoxDisplay, type BoxSize } from './box.styles.ts';

export interface BoxProps extends HTMLAttributes<HTMLDivElement> {
  /** Padding on every side in 4 px steps, or per breakpoint. */
  padding?: Responsive<number>;
  /** Padding above the content only, in 4 px steps. */
  paddingBlockStart?: number;
  /** Padding below the content only, in 4 px steps (0 to sit on what follows). */
  paddingBlockEnd?: number;
  /** Padding at the end of the line only (right in left-to-right), in 4 px steps. */
  paddingInlineEnd?: number;
  /** Width; a number is pixels, for sizes that are fixed by design. */
  inlineSize?: BoxSize;
  /** Largest width; a number is pixels. */
  maxInlineSize?: BoxSize;
  /** Smallest width; a number is pixels. */
  minInlineSize?: BoxSize;
  /** Alignment of the text inside; `start` and `end` follow the writing direction. */
  textAlign?: 'start' | 'center' | 'end';
  /** Height; a number is pixels. */
  blockSize?: BoxSize;
  /** Smallest height; a number is pixels. */
  minBlockSize?: BoxSize;
  /**
   * Share of a parent row's free space: `true` for `flex: 1`, or a `flex` value such as
   * `'1 1 10rem'` to wrap below a basis.
   */
  grow?: boolean | string;
  /** Let a parent row shrink the box (default); `false` keeps its size. */
  shrink?: boolean;
  /** In a column, sit at the bottom: the free space goes above the box. */
  pushToEnd?: boolean;
  /** In a column, sit at the end of the line (right in left-to-right): the free space goes before. */
  pushToInlineEnd?: boolean;
  /**
   * Shown or not per breakpoint, by CSS alone: `{ xs: 'none', md: 'block' }` draws the box from
   * `md` up. Unlike a media-query hook, it is right in the first paint, before any script runs
   * (a page rendered ahead of time, at a width it cannot know).
   */
  display?: Responsive<BoxDisplay>;
  /**
   * Scrolls its own content, in a frame of fixed height (mail's panes): it may shrink below its
   * content's height, and what does not fit scrolls inside it.
   */
  scrollable?: boolean;
  /** Element to render (`main`, `section`, `form`…). */
  as?: ElementType;
}

/**
 * One box of layout (padding and size) for what Stack and Grid do not say: a page that fills the
 * viewport, a field that takes a share of its row, a story at a set width.
 */
export const Box = forwardRef<HTMLDivElement, BoxProps>(function Box(
  {
    padding,
    paddingBlockStart,
    paddingBlockEnd,
    paddingInlineEnd,
    inlineSize,
    maxInlineSize,
    minInlineSize,
    textAlign,
    blockSize,
    minBlockSize,
    grow,
    shrink = true,
    pushToEnd = false,
    pushToInlineEnd = false,
    display,
    scrollable = false,
    as,
    ...rest
  },
  ref,
) {
  return (
    <BoxRoot
      ref={ref}
      as={as}
      $padding={padding}
      $paddingBlockStart={paddingBlockStart}
      $paddingBlockEnd={paddingBlockEnd}
      $paddingInlineEnd={paddingInlineEnd}
      $inlineSize={inlineSize}
      $maxInlineSize={maxInlineSize}
      $minInlineSize={minInlineSize}
      $textAlign={textAlign}
      $blockSize={blockSize}
      $minBlockSize={minBlockSize}
      $grow={grow === true ? '1' : grow === false ? undefined : grow}
      $shrink={shrink}
      $pushToEnd={pushToEnd}
      $pushToInlineEnd={pushToInlineEnd}
      $display={display}
      $scrollable={scrollable}
      {...rest}
    />
  );
});
