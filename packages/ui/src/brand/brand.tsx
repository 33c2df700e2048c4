import { forwardRef, type HTMLAttributes } from 'react';

import { BrandMark, BrandName, BrandRoot } from './brand.styles.ts';

export interface BrandProps extends HTMLAttributes<HTMLSpanElement> {
  /** The product's name, shown beside the mark. */
  name: string;
}

/**
 * The product's mark and name, in the primary colour. Inside an icon rail (`data-nav-rail`) it
 * shrinks to the mark, so a collapsed sidebar never cuts the name in half.
 */
export const Brand = forwardRef<HTMLSpanElement, BrandProps>(function Brand(
  { name, ...rest },
  ref,
) {
  return (
    <BrandRoot ref={ref} {...rest}>
      <BrandMark viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M9 23 16 8l7 15h-4l-3-7-3 7z" />
      </BrandMark>
      <BrandName>{name}</BrandName>
    </BrandRoot>
  );
});
