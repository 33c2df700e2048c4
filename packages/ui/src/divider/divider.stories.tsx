import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { Divider } from './divider.tsx';

const meta = {
  title: 'UI/Foundations/Divider',
  component: Divider,
  args: { orientation: 'horizontal', variant: 'solid' },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    variant: { control: 'inline-radio', options: ['solid', 'dashed'] },
    textAlign: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Divider>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <div>
      <p>Subtotal: $229.00</p>
      <Divider {...args} />
      <p>Total: $249.00</p>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};

export const Dashed: Story = { ...Playground, args: { variant: 'dashed' }, play: undefined };

export const WithText: Story = {
  args: { children: 'or' },
  play: async ({ canvas }) => {
    // The text is read as text, not swallowed by a separator role.
    await expect(canvas.getByText('or')).toBeVisible();
    await expect(canvas.queryByRole('separator')).toBeNull();
  },
};

export const TextAlign: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Divider {...args} textAlign="start">
        Shipping
      </Divider>
      <Divider {...args} textAlign="center">
        Billing
      </Divider>
      <Divider {...args} textAlign="end">
        Notes
      </Divider>
    </div>
  ),
};

export const Vertical: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button variant="text">Edit</Button>
      <Divider {...args} orientation="vertical" />
      <Button variant="text">Duplicate</Button>
      <Divider {...args} orientation="vertical" />
      <Button variant="text" color="error">
        Delete
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const separators = canvas.getAllByRole('separator');
    await expect(separators).toHaveLength(2);
    await expect(separators[0]).toHaveAttribute('aria-orientation', 'vertical');
  },
};
