import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';

import type { ColorName } from '../theme/tokens.ts';
import { Typography } from '../typography/typography.tsx';
import {
  EmptyStateActions,
  EmptyStateIcon,
  EmptyStateIllustration,
  EmptyStateRoot,
  EmptyStateText,
} from './empty-state.styles.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, as a heading ("No products match your filters"). */
  title: ReactNode;
  /** A sentence on why it is empty or what to do next. */
  description?: ReactNode;
  /** An icon shown in a tinted circle; decorative. */
  icon?: ReactNode;
  /** A larger picture shown instead of the icon; give it `alt=""` when decorative. */
  illustration?: ReactNode;
  /** Buttons or links that get the user out of the empty state. */
  action?: ReactNode;
  /** Theme colour of the icon circle. */
  color?: ColorName;
  /** `sm` for tables, cards and menus; `md` for whole pages. */
  size?: 'sm' | 'md';
  /** Heading level of the title, to keep the page outline right. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Extra content under the description (a disclosure, a list of tips). */
  children?: ReactNode;
}

/** What a list, table or page shows when it has nothing to show, and the way out. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  {
    title,
    description,
    icon,
    illustration,
    action,
    color = 'secondary',
    size = 'md',
    headingLevel = 2,
    children,
    ...rest
  },
  ref,
) {
  return (
    <EmptyStateRoot ref={ref} data-size={size} {...rest}>
      {illustration ? (
        <EmptyStateIllustration aria-hidden>{illustration}</EmptyStateIllustration>
      ) : (
        icon && (
          <EmptyStateIcon aria-hidden data-color={color}>
            {icon}
          </EmptyStateIcon>
        )
      )}
      <EmptyStateText>
        <Typography variant={size === 'sm' ? 'h6' : 'h5'} as={`h${headingLevel}`}>
          {title}
        </Typography>
        {description && (
          <Typography variant={size === 'sm' ? 'body2' : 'body1'} color="secondary">
            {description}
          </Typography>
        )}
        {children}
      </EmptyStateText>
      {action && <EmptyStateActions>{action}</EmptyStateActions>}
    </EmptyStateRoot>
  );
});
