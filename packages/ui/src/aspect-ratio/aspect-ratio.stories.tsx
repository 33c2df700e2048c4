import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { AspectRatio } from './aspect-ratio.tsx';

const meta = {
  title: 'UI/Layout/AspectRatio',
  component: AspectRatio,
  args: { ratio: 16 / 9 },
  argTypes: { ratio: { control: { type: 'number', min: 0.25, max: 4, step: 0.25 } } },
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof AspectRatio>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <AspectRatio {...args}>
      <img src="/mock-assets/posters/basics-of-angular.svg" alt="Basics of Angular" />
    </AspectRatio>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('img').parentElement?.getBoundingClientRect();
    // 16:9 at whatever width the box has, whatever the picture's own size.
    await expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 9) / 16, 0);
  },
};

export const Square: Story = { ...Playground, args: { ratio: 1 }, play: undefined };
