import type { ReactNode } from 'react';

import { Typography } from '@atrium/ui';

/** What a list card says when the fake API has nothing for it. */
export function CardEmpty({ children }: { children: ReactNode }) {
  return (
    <Typography color="secondary" data-testid="crm-card-empty">
      {children}
    </Typography>
  );
}
