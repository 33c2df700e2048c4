import type { Decorator } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';

import { Box, Stack, type BoxProps, type StackProps } from '@atrium/ui';

/** A decorator rendering the story inside `Frame` given `props`. */
function framedIn<P extends object>(
  Frame: ComponentType<P & { children: ReactNode }>,
  props: P,
): Decorator {
  return function FrameDecorator(Story) {
    return (
      <Frame {...props}>
        <Story />
      </Frame>
    );
  };
}

/**
 * Stories of a card or a form show it at the width it gets on its page; the one place that sets
 * that width, so the baselines of every feature story are framed the same way.
 */
export const withMaxWidth = (maxInlineSize: number): Decorator => framedIn(Box, { maxInlineSize });

/** A frame of any layout size, for stories that need room around them (an open menu, say). */
export const withFrame = (frame: Omit<BoxProps, 'children'>): Decorator => framedIn(Box, frame);

/** The story laid out as its page lays it among siblings (a toolbar's row of fields, say). */
export const withStack = (stack: Omit<StackProps, 'children'>): Decorator => framedIn(Stack, stack);

/**
 * A card's or form section's meta fields but its title (`const meta = { title: '...',
 * ...paddedMeta(Card, 360) } satisfies Meta<typeof Card>`): padded, at `maxInlineSize` when given.
 */
export const paddedMeta = <C,>(component: C, maxInlineSize?: number) => ({
  component,
  parameters: { layout: 'padded' as const },
  ...(maxInlineSize === undefined ? {} : { decorators: [withMaxWidth(maxInlineSize)] }),
});
