import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { OrderRowActions } from './order-row-actions.tsx';
import { seededOrderRow } from './test/story-orders.tsx';
import { href } from '../routes.ts';

const LIST = href('ecommerce.orderList');

const meta = {
  title: 'Features/Ecommerce/Orders/OrderRowActions',
  component: OrderRowActions,
  parameters: { layout: 'padded', router: { initialEntry: LIST, path: LIST } },
  args: { order: seededOrderRow, onDelete: fn() },
} satisfies Meta<typeof OrderRowActions>;
export default meta;

type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByTestId(`order-actions-${seededOrderRow.id}`));
  return within(canvasElement.ownerDocument.body).findByRole('menu');
};

/** The closed menu button at the end of a row. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByTestId(`order-actions-${seededOrderRow.id}`);
    await expect(trigger).toHaveAttribute('aria-label', expect.stringContaining('5401'));
  },
};

/** Delete asks the page to confirm: the row's order is handed over, nothing is deleted yet. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    await userEvent.click(within(menu).getByTestId(`order-delete-${seededOrderRow.id}`));
    await expect(args.onDelete).toHaveBeenCalledWith(seededOrderRow);
  },
};

/** View opens the order's details page. */
export const View: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement);
    const [view] = within(menu).getAllByRole('menuitem');
    if (!view) throw new Error('No view item');
    await userEvent.click(view);
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('story-location')).toHaveTextContent(
        href('ecommerce.orderDetails', { id: seededOrderRow.id }),
      ),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
