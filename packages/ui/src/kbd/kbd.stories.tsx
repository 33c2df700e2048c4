import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Kbd } from './kbd.tsx';

const meta = {
  title: 'UI/Foundations/Kbd',
  component: Kbd,
  args: { keys: ['Ctrl', 'K'], size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Kbd>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const keys = canvasElement.querySelectorAll('kbd > kbd');
    await expect([...keys].map((k) => k.textContent)).toEqual(['Ctrl', 'K']);
  },
};

export const SingleKey: Story = { args: { keys: undefined, children: 'Esc' } };

export const Small: Story = { args: { size: 'sm', keys: ['⌘', 'Shift', 'P'] } };

export const InText: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      Press <Kbd {...args} /> to search orders, or <Kbd size="sm">/</Kbd> to focus the filter.
    </p>
  ),
};
