import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Flag } from './flag.tsx';

const meta = {
  title: 'UI/Display/Flag',
  component: Flag,
  args: { src: '/mock-assets/flags/gb.svg', alt: 'United Kingdom', width: 44, height: 32 },
} satisfies Meta<typeof Flag>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The flag on its own names its country; beside the country's name it takes `alt=""`. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'United Kingdom' })).toHaveAttribute(
      'width',
      '44',
    );
  },
};
