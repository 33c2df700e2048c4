import type { ReactNode } from 'react';

import { Stack, Typography } from '@atrium/ui';

/** A named figure on one line: its name at the start, the value (and a chip or rate) at the end. */
export function FigureLine({
  label,
  value,
  extra,
  start,
  testId,
}: {
  label: ReactNode;
  value: string;
  /** After the value: a trend chip, a rate. */
  extra?: ReactNode;
  /** Before the name: an icon or a flag. */
  start?: ReactNode;
  testId?: string;
}) {
  return (
    <Stack direction="row" gap={3} align="center" justify="between" data-testid={testId}>
      <Stack direction="row" gap={3} align="center">
        {start}
        <Typography variant="body2">{label}</Typography>
      </Stack>
      <Stack direction="row" gap={2} align="center">
        <Typography variant="body2" weight="semibold" data-testid={testId && `${testId}-value`}>
          {value}
        </Typography>
        {extra}
      </Stack>
    </Stack>
  );
}
