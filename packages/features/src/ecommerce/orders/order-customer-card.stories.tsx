import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { OrderCustomerCard } from './order-side-cards.tsx';
import { seededOrder } from './test/story-orders.tsx';
import { ecommercePaths, href } from '../routes.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const meta = {
  title: 'Features/Ecommerce/Orders/OrderCustomerCard',
  component: OrderCustomerCard,
  parameters: {
    layout: 'padded',
    router: {
      initialEntry: href('ecommerce.orderDetails', { id: 1 }),
      path: ecommercePaths['ecommerce.orderDetails'],
    },
  },
  args: { order: seededOrder },
  decorators: [withMaxWidth(420)],
} satisfies Meta<typeof OrderCustomerCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The buyer of order #5401; the link opens that customer's details by customerId. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: seededOrder.email })).toHaveAttribute(
      'href',
      `mailto:${seededOrder.email}`,
    );
    await userEvent.click(canvas.getByTestId('order-customer-link'));
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-testid="story-location"]')).toHaveTextContent(
        href('ecommerce.customerDetails', { id: seededOrder.customerId }),
      ),
    );
  },
};

/** Edge case: a long name and email wrap inside the card. */
export const LongName: Story = {
  args: {
    order: {
      ...seededOrder,
      customer: 'Maximiliane Alexandra von Hohenzollern-Sigmaringen',
      email: 'maximiliane.alexandra.hohenzollern@very-long-company-name.example',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Maximiliane Alexandra von Hohenzollern-Sigmaringen'),
    ).toBeVisible();
    await expect(canvas.getByTestId('order-customer-link')).toHaveAttribute(
      'href',
      href('ecommerce.customerDetails', { id: seededOrder.customerId }),
    );
  },
};
