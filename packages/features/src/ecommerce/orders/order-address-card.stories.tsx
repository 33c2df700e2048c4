import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { OrderAddressCard } from './order-address-card.tsx';
import { LiveOrder, liveOrderLoaded, longAddress, seededOrder } from './test/story-orders.tsx';
import { answering, failing, neverAnswering } from '../../test/story-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';

const ORDER = '*/api/apps/ecommerce/orders/:id';

const meta = {
  title: 'Features/Ecommerce/Orders/OrderAddressCard',
  component: OrderAddressCard,
  parameters: { layout: 'padded' },
  args: { order: seededOrder, kind: 'shipping' },
  decorators: [withMaxWidth(420)],
  // As on the details page, the card shows the order as the fake API has it after a save.
  render: (args) => (
    <LiveOrder order={args.order}>
      {(order) => <OrderAddressCard order={order} kind={args.kind} />}
    </LiveOrder>
  ),
} satisfies Meta<typeof OrderAddressCard>;
export default meta;

type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement, kind: 'shipping' | 'billing') => {
  await liveOrderLoaded(canvasElement);
  await userEvent.click(within(canvasElement).getByTestId(`edit-${kind}-address`));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  const city = dialog.querySelector<HTMLInputElement>('input[autocomplete="address-level2"]');
  const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!city || !submit) throw new Error('No address form');
  return { city, submit };
};

/** The seeded shipping address; Edit → an empty city is refused, a new one is saved and shown. */
export const Shipping: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByTestId('order-shipping-address');
    await expect(card).toHaveTextContent(seededOrder.shippingAddress.line1);
    const { city, submit } = await openDialog(canvasElement, 'shipping');
    await userEvent.clear(city);
    await userEvent.click(submit);
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(city, 'Lisbon');
    await userEvent.click(submit);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(card).toHaveTextContent('Lisbon'));
    await expect(
      canvasElement.ownerDocument.querySelector('[data-severity="success"]'),
    ).not.toBeNull();
    await expect(getDb().orders[0]?.shippingAddress?.city).toBe('Lisbon');
  },
};

/** The billing address of the same order (a different one here). */
export const Billing: Story = {
  args: { kind: 'billing' },
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('order-billing-address');
    await expect(card).toHaveTextContent(seededOrder.billingAddress.city);
    await expect(card.querySelectorAll('address > span')).toHaveLength(4);
  },
};

/** Edge case: a long address with every part filled wraps inside the card. */
export const LongAddress: Story = {
  args: { order: { ...seededOrder, shippingAddress: longAddress } },
  parameters: answering(ORDER, { ...seededOrder, shippingAddress: longAddress }),
  play: async ({ canvas }) => {
    const card = canvas.getByTestId('order-shipping-address');
    await expect(card.querySelectorAll('address > span')).toHaveLength(5);
    await expect(card).toHaveTextContent(longAddress.line2);
  },
};

/** The save is in flight: the dialog's Save button shows its spinner. */
export const Saving: Story = {
  parameters: neverAnswering(ORDER, 'patch'),
  play: async ({ canvasElement }) => {
    const { submit } = await openDialog(canvasElement, 'shipping');
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The save fails: the dialog stays open with what was typed; the order is unchanged. */
export const ServerError: Story = {
  parameters: failing(ORDER, 'patch'),
  play: async ({ canvas, canvasElement }) => {
    const { city, submit } = await openDialog(canvasElement, 'shipping');
    await userEvent.clear(city);
    await userEvent.type(city, 'Lisbon');
    await userEvent.click(submit);
    // The card says so in an error toast.
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(doc.querySelector('[data-severity="error"]')).not.toBeNull());
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible();
    await expect(city).toHaveValue('Lisbon');
    await expect(canvas.getByTestId('order-shipping-address')).not.toHaveTextContent('Lisbon');
  },
};
