import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

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

const row = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' } as const;

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
    <div style={row}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
      <Spinner {...args} size={56} />
    </div>
  ),
};

export const Colors: Story = {
  render: (args) => (
    <div style={row}>
      {colorNames.map((color) => (
        <Spinner key={color} {...args} color={color} label={`Loading (${color})`} />
      ))}
    </div>
  ),
};
