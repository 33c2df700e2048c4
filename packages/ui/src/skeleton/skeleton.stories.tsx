import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Card } from '../card/card.tsx';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'UI/Foundations/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3, animation: 'wave', width: 320 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'rounded', 'circle'] },
    animation: { control: 'inline-radio', options: ['wave', 'pulse', false] },
  },
  decorators: [
    (Story) => (
      <Skeleton.Group label="Loading products">
        <Story />
      </Skeleton.Group>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // One announcement for the group; the shapes themselves are silent.
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading products');
  },
};

export const Text: Story = { args: { lines: 1, width: 240 } };

export const Rect: Story = { args: { variant: 'rect', width: 320, height: 140 } };

export const Rounded: Story = { args: { variant: 'rounded', width: 320, height: 140 } };

export const Circle: Story = { args: { variant: 'circle', width: 48 } };

export const Pulse: Story = { args: { animation: 'pulse' } };

export const Still: Story = { args: { animation: false } };

/** A product card while its data loads. */
export const CardPlaceholder: Story = {
  render: () => (
    <Card style={{ maxInlineSize: 360 }}>
      <Skeleton variant="rect" height={160} />
      <Card.Content>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBlockEnd: 16 }}>
          <Skeleton variant="circle" width={40} />
          <div style={{ flex: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </div>
        </div>
        <Skeleton lines={3} />
      </Card.Content>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const shapes = canvasElement.querySelectorAll('[data-skeleton]');
    await expect(shapes.length).toBe(5);
    for (const shape of shapes) await expect(shape).toHaveAttribute('aria-hidden', 'true');
  },
};
