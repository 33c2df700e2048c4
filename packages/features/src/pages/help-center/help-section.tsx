import type { ReactNode } from 'react';

import { Stack, Typography } from '@atrium/ui';

/** One titled block of the help center, named by its centred `h2`. */
export function HelpSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap={6} aria-labelledby={`${id}-title`} data-testid={id}>
      <Typography variant="h4" as="h2" align="center" id={`${id}-title`}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
