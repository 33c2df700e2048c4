import { forwardRef, type ElementType, type HTMLAttributes } from 'react';

import { GridItemRoot, GridRoot, type Responsive } from './grid.styles.ts';

export interface GridProps extends HTMLAttributes<HTMLDivElement> {
  /** Number of equal columns, or per breakpoint: `{ xs: 1, md: 2, lg: 4 }` (mobile first). */
  columns?: Responsive<number>;
  /** Space between cells in 4 px steps, or per breakpoint. */
  gap?: Responsive<number>;
  /** Space between rows when it differs from `gap`. */
  rowGap?: Responsive<number>;
  /** Where the cells sit in their row when they differ in height (`end`: on one baseline of fields). */
  alignItems?: 'start' | 'center' | 'end' | 'stretch';
  /** Where the rows sit when the grid is taller than they are. */
  alignContent?: 'start' | 'center' | 'end' | 'stretch';
  /** Take the free space of a parent row or column (`flex: 1`). */
  grow?: boolean;
  /** Element to render (`ul`, `section`…); `ul` and `ol` lose their bullets and indent. */
  as?: ElementType;
}

export interface GridItemProps extends HTMLAttributes<HTMLDivElement> {
  /** Columns this cell covers (`full` for the whole row), or per breakpoint. */
  span?: Responsive<number | 'full'>;
  /** Element to render (`li`, `article`…). */
  as?: ElementType;
}

const GridBase = forwardRef<HTMLDivElement, GridProps>(function Grid(
  { columns = 1, gap = 6, rowGap, alignItems, alignContent, grow = false, as, ...rest },
  ref,
) {
  return (
    <GridRoot
      ref={ref}
      as={as}
      $columns={columns}
      $gap={gap}
      $rowGap={rowGap}
      $alignItems={alignItems}
      $alignContent={alignContent}
      $grow={grow}
      {...rest}
    />
  );
});

const GridItem = forwardRef<HTMLDivElement, GridItemProps>(function GridItem(
  { span, as, ...rest },
  ref,
) {
  return <GridItemRoot ref={ref} as={as} $span={span} {...rest} />;
});

/** Two-dimensional layout with responsive columns and theme spacing; `Grid.Item` spans cells. */
export const Grid = Object.assign(GridBase, { Item: GridItem });
