import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { TextLink } from '@atrium/ui';

/**
 * A router link in the primary text colour (readable in both modes), for the names in the
 * dashboard's lists that open the matching screen.
 */
export function DashboardLink({
  to,
  children,
  testId,
}: {
  to: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <TextLink as={Link} to={to} data-testid={testId}>
      {children}
    </TextLink>
  );
}
