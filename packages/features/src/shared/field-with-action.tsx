import type { ReactNode } from 'react';

import { Box, Stack } from '@atrium/ui';

/**
 * A field with its button beside it (an invite's Send, a link's Copy), the button lined up with
 * the input under the field's label; on a narrow screen the button wraps under the field.
 */
export function FieldWithAction({ field, action }: { field: ReactNode; action: ReactNode }) {
  return (
    <Stack direction="row" gap={3} wrap align="start">
      <Box grow="1 1 220px">{field}</Box>
      {/* 26 px lines the button up with the input under its label. */}
      <Stack paddingBlockStart={6.5}>{action}</Stack>
    </Stack>
  );
}
