import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { RowOf } from '../test/story-layout.tsx';
import { colorNames } from '../theme/tokens.ts';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'UI/Foundations/Spinner',
  component: Spinner,
  args: { size: 'md', color: 'primary' },
  argTypes: {
    size: { control: 'select', options: ['sm', 'md', 'lg', 56] },
    color: { control: 'select', options: [...colorNames, 'inherit'] },
  },
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // The default label comes from the story's language, so only its presence is checked.
    await expect(canvas.getByRole('status')).toHaveAccessibleName(/\S/);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading orders' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <RowOf
      values={['sm', 'md', 'lg', 56] as const}
      render={(size) => <Spinner {...args} size={size} />}
    />
  ),
};

export const Colors: Story = {
  render: (args) => (
    <RowOf
      values={colorNames}
      render={(color) => <Spinner {...args} color={color} label={`Loading (${color})`} />}
    />
  ),
};
