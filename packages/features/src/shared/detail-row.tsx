import type { ReactNode } from 'react';

import { Stack, Typography } from '@atrium/ui';

/** One "label: value" line of a profile card's details list (inside a `<dl>`). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" gap={2} align="center" wrap>
      <Typography as="dt" variant="body2" weight="semibold">
        {label}:
      </Typography>
      <Typography as="dd" variant="body2" color="secondary">
        {children}
      </Typography>
    </Stack>
  );
}
