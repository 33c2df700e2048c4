import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { Card } from '../card/card.tsx';
import { Stack } from '../stack/stack.tsx';
import { breakpoints } from '../theme/tokens.ts';
import { Typography } from '../typography/typography.tsx';
import { Box } from './box.tsx';

const meta = {
  title: 'UI/Foundations/Box',
  component: Box,
  args: { maxInlineSize: 420, padding: 4 },
  render: (args) => (
    <Box {...args} data-testid="box">
      <Card>
        <Card.Content>
          <Typography>A card kept to 420 px, with 16 px around it.</Typography>
        </Card.Content>
      </Card>
    </Box>
  ),
} satisfies Meta<typeof Box>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('box');
    await expect(getComputedStyle(box).maxInlineSize).toBe('420px');
    await expect(getComputedStyle(box).paddingBlockStart).toBe('16px');
  },
};

export const PushToEnd: Story = {
  args: { maxInlineSize: undefined, padding: undefined },
  render: () => (
    <Stack gap={2} minBlockSize={160} style={{ maxInlineSize: 240 }}>
      <Typography>At the top</Typography>
      <Box pushToEnd data-testid="end">
        <Button variant="tonal">At the bottom</Button>
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('end')).marginBlockStart).not.toBe('0px');
  },
};

export const GrowInARow: Story = {
  args: { maxInlineSize: undefined, padding: undefined },
  render: () => (
    <Stack direction="row" gap={3} wrap align="end" style={{ maxInlineSize: 560 }}>
      <Box grow="1 1 10rem" data-testid="narrow">
        <Button variant="tonal" fullWidth>
          1 1 10rem
        </Button>
      </Box>
      <Box grow="2 1 12rem">
        <Button variant="tonal" fullWidth>
          2 1 12rem
        </Button>
      </Box>
      <Box shrink={false} inlineSize={88} blockSize={88} data-testid="fixed">
        <Card variant="outlined" fullHeight />
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const fixed = canvas.getByTestId('fixed').getBoundingClientRect();
    await expect([fixed.width, fixed.height]).toEqual([88, 88]);
    await expect(getComputedStyle(canvas.getByTestId('narrow')).flexGrow).toBe('1');
  },
};

/** One of two boxes at a time, by the viewport's width: CSS alone, right from the first paint. */
export const ShownFromBreakpoint: Story = {
  args: { maxInlineSize: undefined, padding: undefined },
  render: () => (
    <Stack gap={2}>
      <Box display={{ xs: 'block', md: 'none' }} data-testid="narrow">
        <Button variant="tonal">Below md: the menu button</Button>
      </Box>
      <Box display={{ xs: 'none', md: 'flex' }} data-testid="wide">
        <Button variant="tonal">From md up: the links</Button>
      </Box>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const wide = matchMedia(`(min-width: ${breakpoints.md}px)`).matches;
    await expect(getComputedStyle(canvas.getByTestId('narrow')).display).toBe(
      wide ? 'none' : 'block',
    );
    await expect(getComputedStyle(canvas.getByTestId('wide')).display).toBe(wide ? 'flex' : 'none');
  },
};
