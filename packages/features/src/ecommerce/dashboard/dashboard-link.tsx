import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { theme } from '@atrium/ui';

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
    <Link
      to={to}
      data-testid={testId}
      style={{
        color: theme.color.primary.text,
        fontWeight: 600,
        textDecoration: 'none',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Link>
  );
}
