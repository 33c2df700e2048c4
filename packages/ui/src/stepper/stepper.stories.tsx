import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCreditCard, IconShoppingCart, IconTruck } from '@tabler/icons-react';
import { expect } from 'storybook/test';

import { Stepper } from './stepper.tsx';

const checkout = [
  { label: 'Cart', description: '3 items', icon: <IconShoppingCart size={18} /> },
  { label: 'Shipping', description: 'Address and method', icon: <IconTruck size={18} /> },
  { label: 'Payment', description: 'Card or invoice', icon: <IconCreditCard size={18} /> },
];

const meta = {
  title: 'UI/Forms/Stepper',
  component: Stepper,
  args: { steps: checkout, activeStep: 1 },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Stepper>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveAttribute('data-state', 'complete');
    await expect(items[2]).toHaveAttribute('data-state', 'upcoming');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', activeStep: 2 } };

export const Numbers: Story = {
  args: {
    steps: [
      { label: 'Details' },
      { label: 'Pricing' },
      { label: 'Inventory' },
      { label: 'Review' },
    ],
    activeStep: 2,
  },
};

export const WithError: Story = {
  args: {
    activeStep: 2,
    steps: [checkout[0]!, { ...checkout[1]!, state: 'error' as const }, checkout[2]!],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('data-state', 'error');
  },
};
