import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { expectActivates } from '../test/story-activate.ts';
import { Alert } from './alert.tsx';

const meta = {
  title: 'UI/Display/Alert',
  component: Alert,
  args: {
    severity: 'success',
    variant: 'tonal',
    title: 'Order #1042 shipped',
    children: 'The customer was emailed the tracking number.',
  },
  argTypes: {
    severity: { control: 'inline-radio', options: ['success', 'info', 'warning', 'error'] },
    variant: { control: 'inline-radio', options: ['tonal', 'filled', 'outlined'] },
    icon: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof Alert>;
export default meta;

type Story = StoryObj<typeof meta>;

const stack = { display: 'grid', gap: 12, maxInlineSize: 560 } as const;
const severities = ['success', 'info', 'warning', 'error'] as const;
const messages = {
  success: 'Payment received for order #1042.',
  info: 'A new version of the catalogue import is available.',
  warning: '12 products are low on stock.',
  error: 'The refund for order #1038 failed.',
};

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Order #1042 shipped');
  },
};

const variantStory = (variant: 'tonal' | 'filled' | 'outlined'): Story => ({
  render: (args) => (
    <div style={stack}>
      {severities.map((severity) => (
        <Alert key={severity} {...args} variant={variant} severity={severity} title={undefined}>
          {messages[severity]}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Errors and warnings interrupt; success and info wait their turn.
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
});

export const Tonal = variantStory('tonal');
export const Filled = variantStory('filled');
export const Outlined = variantStory('outlined');

export const WithTitles: Story = {
  render: (args) => (
    <div style={stack}>
      {severities.map((severity) => (
        <Alert key={severity} {...args} severity={severity} title={`${severity} title`}>
          {messages[severity]}
        </Alert>
      ))}
    </div>
  ),
};

export const Dismissible: Story = {
  args: { onClose: fn() },
  play: async ({ args, canvas }) => {
    // The close button's name is translated; it is the alert's only button.
    const close = canvas.getByRole('button');
    await expect(close).toHaveAccessibleName(/\S/);
    await expectActivates(close, args.onClose, ['{Enter}']);
  },
};

function DismissDemo() {
  const [open, setOpen] = useState(true);
  return open ? (
    <Alert severity="warning" title="Low stock" onClose={() => setOpen(false)}>
      Wireless Earbuds Pro has 3 units left.
    </Alert>
  ) : (
    <Button variant="text" onClick={() => setOpen(true)}>
      Show alert again
    </Button>
  );
}

export const DismissAndRestore: Story = {
  render: () => <DismissDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show alert again' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Low stock');
  },
};

export const WithActions: Story = {
  args: {
    severity: 'error',
    title: 'Refund failed',
    children: 'The payment provider declined the refund for order #1038.',
    actions: (
      <>
        <Button size="sm" color="error">
          Retry refund
        </Button>
        <Button size="sm" variant="text" color="error">
          View order
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toContainElement(canvas.getByRole('button', { name: 'Retry refund' }));
  },
};

export const CustomIcon: Story = {
  args: {
    severity: 'info',
    title: 'Carrier delay',
    children: 'Deliveries to the north region may arrive a day late.',
    icon: <IconTruckDelivery size={20} />,
  },
};

export const NoIcon: Story = { args: { icon: false, variant: 'outlined' } };
