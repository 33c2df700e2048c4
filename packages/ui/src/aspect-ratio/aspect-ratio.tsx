import { forwardRef, type HTMLAttributes } from 'react';

import { AspectRatioRoot } from './aspect-ratio.styles.ts';

export interface AspectRatioProps extends HTMLAttributes<HTMLDivElement> {
  /** Width over height of the box (`16 / 9`, `4 / 3`, `1`). */
  ratio?: number;
}

/**
 * A box of a fixed shape whose picture, video or frame fills it: the space is reserved before the
 * media loads (nothing below moves) and the media keeps the shape at any width.
 */
export const AspectRatio = forwardRef<HTMLDivElement, AspectRatioProps>(function AspectRatio(
  { ratio = 16 / 9, style, ...rest },
  ref,
) {
  // The ratio is a per-instance number, not a theme token: an inline style is its natural home.
  return <AspectRatioRoot ref={ref} style={{ aspectRatio: String(ratio), ...style }} {...rest} />;
});
