import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import type { OrderPaymentCode, OrderStatus } from '@atrium/mocks/types';
import { Stack } from '@atrium/ui';

import { OrderStatusChip, PaymentChip, PaymentMethodCell } from './order-chips.tsx';
import { PARCEL_STEPS } from './order-status-select.tsx';

const PAYMENTS: readonly OrderPaymentCode[] = [1, 2, 3, 4];

const meta = {
  title: 'Features/Ecommerce/Orders/OrderChips',
  component: PaymentChip,
  parameters: { layout: 'padded' },
  args: { payment: 1 },
} satisfies Meta<typeof PaymentChip>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One payment chip (payment code 1, Paid). */
export const Payment: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).not.toBe('');
  },
};

/** The four payment codes, each in its own colour. */
export const PaymentCodes: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap data-testid="chips">
      {PAYMENTS.map((payment) => (
        <PaymentChip key={payment} payment={payment} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const labels = [...canvas.getByTestId('chips').children].map((chip) => chip.textContent);
    await expect(labels).toHaveLength(PAYMENTS.length);
    await expect(new Set(labels).size).toBe(PAYMENTS.length);
  },
};

/** The four order statuses, in the order a parcel goes through them. */
export const Statuses: Story = {
  render: () => (
    <Stack direction="row" gap={2} wrap data-testid="chips">
      {PARCEL_STEPS.map((status: OrderStatus) => (
        <OrderStatusChip key={status} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const labels = [...canvas.getByTestId('chips').children].map((chip) => chip.textContent);
    await expect(labels).toHaveLength(PARCEL_STEPS.length);
    await expect(new Set(labels).size).toBe(PARCEL_STEPS.length);
  },
};

/** The payment methods: a brand logo and the masked number, read out as one phrase. */
export const PaymentMethods: Story = {
  render: () => (
    <Stack gap={3} data-testid="methods">
      <PaymentMethodCell method="mastercard" methodNumber={4638} />
      <PaymentMethodCell method="paypalLogo" methodNumber={1203} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const methods = canvas.getByTestId('methods');
    const logos = [...methods.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    await expect(logos).toEqual([
      '/mock-assets/brands/mastercard.svg',
      '/mock-assets/brands/paypal.svg',
    ]);
    await expect(methods).toHaveTextContent('•••• 4638');
    await expect(methods).toHaveTextContent('•••• 1203');
  },
};
