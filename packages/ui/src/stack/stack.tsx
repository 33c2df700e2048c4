import { forwardRef } from 'react';

import type { BoxProps } from '../box/box.tsx';

import { StyledStack } from './stack.styles.ts';

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between' | 'around';

const alignValue: Record<Align, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const justifyValue: Record<Justify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
};

export interface StackProps extends Omit<BoxProps, 'grow'> {
  /** Lay children out in a column (default) or a row; rows follow the writing direction. */
  direction?: 'row' | 'column';
  /** Space between children, in 4 px steps. */
  gap?: number;
  /** Cross-axis alignment. */
  align?: Align;
  /** Main-axis distribution. */
  justify?: Justify;
  /** Let a row wrap onto more lines. */
  wrap?: boolean;
  /**
   * Share of a parent row's or column's free space: `true` for `flex: 1`, or a `flex` value such as
   * `'1 1 220px'` to wrap below a basis.
   */
  grow?: boolean | string;
  /**
   * Element to render (`ul`, `nav`, `section`…); `ul`, `ol` and `dl` lose their bullets and indent,
   * `fieldset` its frame.
   */
  as?: BoxProps['as'];
}

/** One-dimensional layout with theme spacing: the building block of page layouts. */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  {
    direction = 'column',
    gap = 4,
    align,
    justify,
    wrap = false,
    grow,
    minInlineSize = 0,
    as,
    ...rest
  },
  ref,
) {
  return (
    <StyledStack
      ref={ref}
      forwardedAs={as}
      // Box sets the smallest width, so a `minInlineSize` given here wins over the default 0.
      minInlineSize={minInlineSize}
      $direction={direction}
      $gap={gap}
      $align={align && alignValue[align]}
      $justify={justify && justifyValue[justify]}
      $wrap={wrap}
      $grow={grow === true ? '1' : grow === false ? undefined : grow}
      {...rest}
    />
  );
});
