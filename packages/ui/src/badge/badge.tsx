import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { ColorName } from '../theme/tokens.ts';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { BadgeBubble, BadgeRoot } from './badge.styles.ts';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The number to show. */
  count?: number;
  /** Above this, shows "max+" (99+). */
  max?: number;
  /** A small dot instead of a number ("something new"). */
  dot?: boolean;
  /** Theme colour of the bubble. */
  color?: ColorName;
  /** Keep showing the badge when the count is 0. */
  showZero?: boolean;
  /** Hide the badge (it shrinks away when on a child). */
  invisible?: boolean;
  /**
   * Spoken text; defaults to a translated "N new" or "New". An empty string keeps the badge silent,
   * for a child whose own name already says the count.
   */
  label?: string;
  /** `circular` pulls the badge in to sit on round children such as avatars. */
  overlap?: 'rectangular' | 'circular';
  /** The element the badge sits on; without it the badge stands inline. */
  children?: ReactNode;
}

/** A count or dot on the corner of an icon, avatar or button, with a spoken equivalent. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  {
    count,
    max = 99,
    dot = false,
    color = 'error',
    showZero = false,
    invisible = false,
    label,
    overlap = 'rectangular',
    children,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const hidden = invisible || (!dot && (count === undefined || (count === 0 && !showZero)));
  const over = count !== undefined && count > max;
  const shown = dot ? null : over ? `${max}+` : count;
  const spoken =
    label ??
    (dot
      ? t('badge.dot')
      : over
        ? t('badge.overflow', { max })
        : t('badge.count', { count: count ?? 0 }));
  return (
    <BadgeRoot ref={ref} data-anchored={children ? '' : undefined} data-overlap={overlap} {...rest}>
      {children}
      {/* On a child the hidden bubble stays to animate out; standing alone it simply goes. */}
      {(children || !hidden) && (
        <BadgeBubble
          aria-hidden
          data-color={color}
          data-dot={dot || undefined}
          data-invisible={hidden || undefined}
        >
          {shown}
        </BadgeBubble>
      )}
      {!hidden && spoken !== '' && <VisuallyHidden>{spoken}</VisuallyHidden>}
    </BadgeRoot>
  );
});
