import type { Decorator } from '@storybook/react-vite';

import { Box } from '@atrium/ui';

/**
 * Shows the story as it prints: the theme's print colours (black on white whatever the mode) and
 * a print root without its card frame, from the same stylesheet `@media print` applies
 * (packages/ui/src/theme/css-vars.ts). Scoped to the story's box, so nothing outlives it.
 */
export const asPrinted: Decorator = (Story) => (
  <Box data-print-preview="">
    <Story />
  </Box>
);
