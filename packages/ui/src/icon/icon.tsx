import type { TablerIcon } from '@tabler/icons-react';
import { forwardRef, type SVGAttributes } from 'react';

import { IconRoot } from './icon.styles.ts';

export type IconSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Pixel sizes of the named steps; Tabler draws on a 24 px grid. */
export const iconSizes: Record<IconSize, number> = { xs: 14, sm: 16, md: 20, lg: 24, xl: 32 };

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'stroke'> {
  /** The Tabler icon component to draw, e.g. `IconShoppingCart` (imported by the caller, so unused icons are tree-shaken). */
  icon: TablerIcon;
  /** A named size step or a number of pixels. */
  size?: IconSize | number;
  /** Stroke width of the outline. */
  stroke?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string;
  /** Flip horizontally in right-to-left pages (arrows, chevrons, anything that points). */
  mirrorInRtl?: boolean;
}

/** A Tabler icon at a theme size, decorative unless labelled. Colour follows `currentColor`. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { icon, size = 'md', stroke = 1.75, label, mirrorInRtl = false, className, ...rest },
  ref,
) {
  const px = typeof size === 'number' ? size : iconSizes[size];
  const classes = [mirrorInRtl ? 'at-mirror-rtl' : undefined, className].filter(Boolean).join(' ');
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true, focusable: false } as const);
  return (
    <IconRoot
      ref={ref}
      as={icon}
      size={px}
      stroke={stroke}
      className={classes || undefined}
      data-size={typeof size === 'number' ? undefined : size}
      {...a11y}
      {...rest}
    />
  );
});
