import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment, type ReactNode } from 'react';
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

/** A row of one chip per value; each value gets a label of its own. */
const chipRow = <V extends string | number>(
  values: readonly V[],
  chip: (value: V) => ReactNode,
): Story => ({
  render: () => (
    <Stack direction="row" gap={2} wrap data-testid="chips">
      {values.map((value) => (
        <Fragment key={value}>{chip(value)}</Fragment>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const labels = [...canvas.getByTestId('chips').children].map((chip) => chip.textContent);
    await expect(labels).toHaveLength(values.length);
    await expect(new Set(labels).size).toBe(values.length);
  },
});

/** The four payment codes, each in its own colour. */
export const PaymentCodes: Story = chipRow(PAYMENTS, (payment) => (
  <PaymentChip payment={payment} />
));

/** The four order statuses, in the order a parcel goes through them. */
export const Statuses: Story = chipRow(PARCEL_STEPS, (status: OrderStatus) => (
  <OrderStatusChip status={status} />
));

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
