import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { OrderStatusSelect } from './order-status-select.tsx';
import { LiveOrder, liveOrderLoaded, seededOrder } from './test/story-orders.tsx';
import { failing, neverAnswering } from '../../test/story-handlers.ts';

const ORDER = '*/api/apps/ecommerce/orders/:id';

const meta = {
  title: 'Features/Ecommerce/Orders/OrderStatusSelect',
  component: OrderStatusSelect,
  parameters: { layout: 'padded' },
  args: { order: seededOrder },
  // As on the details page, the select shows the status the fake API has after a change.
  render: (args) => (
    <LiveOrder order={args.order}>{(order) => <OrderStatusSelect order={order} />}</LiveOrder>
  ),
} satisfies Meta<typeof OrderStatusSelect>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens the list from the keyboard and picks the next status. */
const pickNext = async (canvasElement: HTMLElement) => {
  await liveOrderLoaded(canvasElement);
  within(canvasElement).getByTestId('order-status-select').focus();
  await userEvent.keyboard('{Enter}');
  await within(canvasElement.ownerDocument.body).findByRole('listbox');
  await userEvent.keyboard('{ArrowDown}{Enter}');
};

/** Order #5401 is ready to pick up; choosing Delivered saves at once and says so. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await pickNext(canvasElement);
    await waitFor(() => expect(getDb().orders[0]?.status).toBe('Delivered'));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-severity="success"]')).not.toBeNull(),
    );
  },
};

/** The change is in flight: the select is disabled until the fake API answers. */
export const Saving: Story = {
  parameters: neverAnswering(ORDER, 'patch'),
  play: async ({ canvas, canvasElement }) => {
    await pickNext(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('order-status-select')).toBeDisabled());
  },
};

/** The change fails: an error toast, and the order keeps its status. */
export const ServerError: Story = {
  parameters: failing(ORDER, 'patch'),
  play: async ({ canvasElement }) => {
    await pickNext(canvasElement);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-severity="error"]')).not.toBeNull(),
    );
    await expect(getDb().orders[0]?.status).toBe(seededOrder.status);
  },
};
