import type { Decorator } from '@storybook/react-vite';

import { Box, Stack, type BoxProps, type StackProps } from '@atrium/ui';

/**
 * Stories of a card or a form show it at the width it gets on its page; the one place that sets
 * that width, so the baselines of every feature story are framed the same way.
 */
export function withMaxWidth(maxInlineSize: number): Decorator {
  return function MaxWidthDecorator(Story) {
    return (
      <Box maxInlineSize={maxInlineSize}>
        <Story />
      </Box>
    );
  };
}

/** A frame of any layout size, for stories that need room around them (an open menu, say). */
export function withFrame(frame: Omit<BoxProps, 'children'>): Decorator {
  return function FrameDecorator(Story) {
    return (
      <Box {...frame}>
        <Story />
      </Box>
    );
  };
}

/** The story laid out as its page lays it among siblings (a toolbar's row of fields, say). */
export function withStack(stack: Omit<StackProps, 'children'>): Decorator {
  return function StackDecorator(Story) {
    return (
      <Stack {...stack}>
        <Story />
      </Stack>
    );
  };
}
