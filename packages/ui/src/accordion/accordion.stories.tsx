import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCreditCard, IconReceiptRefund, IconTruckDelivery } from '@tabler/icons-react';
import { expect, userEvent } from 'storybook/test';

import { Accordion } from './accordion.tsx';

const faq = [
  {
    value: 'shipping',
    title: 'How long does shipping take?',
    icon: <IconTruckDelivery size={20} />,
    body: 'Standard delivery takes 3–5 business days; express arrives in 1–2.',
  },
  {
    value: 'returns',
    title: 'What is the return policy?',
    icon: <IconReceiptRefund size={20} />,
    body: 'Unused items can be returned within 30 days for a full refund.',
  },
  {
    value: 'payment',
    title: 'Which payment methods are accepted?',
    icon: <IconCreditCard size={20} />,
    body: 'Cards, PayPal and bank transfer for business accounts.',
  },
];

const meta = {
  title: 'UI/Navigation/Accordion',
  component: Accordion,
  args: { type: 'single', variant: 'default', style: { maxInlineSize: 560 } },
  argTypes: {
    type: { control: 'inline-radio', options: ['single', 'multiple'] },
    variant: { control: 'inline-radio', options: ['default', 'bordered'] },
  },
  render: (args) => (
    <Accordion {...args}>
      {faq.map((item) => (
        <Accordion.Item key={item.value} value={item.value} title={item.title}>
          {item.body}
        </Accordion.Item>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { type: 'single', collapsible: true },
  play: async ({ canvas }) => {
    const shipping = canvas.getByRole('button', { name: 'How long does shipping take?' });
    const returns = canvas.getByRole('button', { name: 'What is the return policy?' });
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(shipping);
    await expect(shipping).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/3–5 business days/)).toBeVisible();
    // Single mode: opening another closes the first. Arrows move between headers.
    await userEvent.keyboard('{ArrowDown}');
    await expect(returns).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    // Collapsible: Space closes the open one again.
    await userEvent.keyboard(' ');
    await expect(returns).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['shipping'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'What is the return policy?' }));
    await expect(
      canvas.getByRole('button', { name: 'How long does shipping take?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('button', { name: 'What is the return policy?' }),
    ).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DefaultOpen: Story = { args: { type: 'single', defaultValue: 'returns' } };

export const Bordered: Story = {
  args: { variant: 'bordered', type: 'single', defaultValue: 'shipping' },
};

export const WithIcons: Story = {
  args: { type: 'single', defaultValue: 'shipping' },
  render: (args) => (
    <Accordion {...args}>
      {faq.map((item) => (
        <Accordion.Item key={item.value} value={item.value} title={item.title} icon={item.icon}>
          {item.body}
        </Accordion.Item>
      ))}
    </Accordion>
  ),
};

export const DisabledItem: Story = {
  render: (args) => (
    <Accordion {...args}>
      <Accordion.Item value="invoice" title="Invoice details">
        Invoice INV-2041, due 30 March.
      </Accordion.Item>
      <Accordion.Item value="refund" title="Refund history" disabled>
        No refunds.
      </Accordion.Item>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const refund = canvas.getByRole('button', { name: 'Refund history' });
    await expect(refund).toBeDisabled();
    await userEvent.click(refund);
    await expect(refund).toHaveAttribute('aria-expanded', 'false');
  },
};
