import { forwardRef, type ElementType, type HTMLAttributes } from 'react';

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

export interface StackProps extends HTMLAttributes<HTMLDivElement> {
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
  /** Element to render (`ul`, `nav`, `section`…). */
  as?: ElementType;
}

/** One-dimensional layout with theme spacing: the building block of page layouts. */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  { direction = 'column', gap = 4, align, justify, wrap = false, as, ...rest },
  ref,
) {
  return (
    <StyledStack
      ref={ref}
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align && alignValue[align]}
      $justify={justify && justifyValue[justify]}
      $wrap={wrap}
      {...rest}
    />
  );
});
