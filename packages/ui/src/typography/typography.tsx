import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';

import type { TypographyVariant } from '../theme/tokens.ts';
import {
  StyledTypography,
  type TypographyColor,
  type TypographyWeight,
} from './typography.styles.ts';

const defaultElement: Record<TypographyVariant, ElementType> = {
  display: 'h1',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle: 'p',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
  button: 'span',
  code: 'code',
};

export interface TypographyProps extends HTMLAttributes<HTMLElement> {
  /** Type style from the theme's scale. */
  variant?: TypographyVariant;
  /** Element to render; defaults to the semantic element of the variant (h1–h6, p, span, code). */
  as?: ElementType;
  /** Text colour: text roles, `brand` (primary colour) or a status colour. */
  color?: TypographyColor;
  /** Logical alignment: `start` and `end` follow the writing direction. */
  align?: 'start' | 'center' | 'end';
  /** Cut to one line with an ellipsis. */
  truncate?: boolean;
  /** Add space below the text. */
  gutterBottom?: boolean;
  /** Weight from the theme's scale, over the variant's own (a figure set in `semibold`, say). */
  weight?: TypographyWeight;
  /** Keep the text on one line without cutting it (a date, an amount). */
  nowrap?: boolean;
  /** Cut after this many lines, so a long text never makes its row tower over the others. */
  maxLines?: number;
  children?: ReactNode;
}

/** Text in one of the theme's type styles, with the right element for its role. */
export const Typography = forwardRef<HTMLElement, TypographyProps>(function Typography(
  {
    variant = 'body1',
    as,
    color = 'primary',
    align,
    truncate = false,
    gutterBottom = false,
    weight,
    nowrap = false,
    maxLines,
    ...rest
  },
  ref,
) {
  return (
    <StyledTypography
      ref={ref}
      as={as ?? defaultElement[variant]}
      $variant={variant}
      $color={color}
      $align={align}
      $truncate={truncate}
      $gutter={gutterBottom}
      $weight={weight}
      $nowrap={nowrap}
      $maxLines={maxLines}
      data-variant={variant}
      {...rest}
    />
  );
});
