import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ProductBulkActions } from './product-bulk-actions.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';
import { withStack } from '../../test/story-layout.tsx';

const ITEM = '*/api/apps/ecommerce/products/:id';

const meta = {
  title: 'Features/Ecommerce/Products/ProductBulkActions',
  component: ProductBulkActions,
  // Seeded products 1 and 3, as the table's row ids.
  args: { selectedIds: ['1', '3'], clearSelection: fn(), onDelete: fn() },
  parameters: { layout: 'padded' },
  decorators: [withStack({ direction: 'row', gap: 2 })],
} satisfies Meta<typeof ProductBulkActions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens the status menu from the keyboard and picks a status. */
async function chooseStatus(canvasElement: HTMLElement, status: string) {
  within(canvasElement).getByTestId('bulk-status').focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByTestId(`bulk-status-${status}`));
}

const statusOf = async (id: number) =>
  ((await (await fetch(`/api/apps/ecommerce/products/${id}`)).json()) as { status: string }).status;

/** Delete asks first; confirming hands the ids to the page and clears the selection. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('bulk-delete'));
    const dialog = await screen.findByRole('alertdialog');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await expect(args.onDelete).toHaveBeenCalledWith([1, 3]);
    await expect(args.clearSelection).toHaveBeenCalled();
  },
};

/** One status for the selection: both products are updated, then the selection clears. */
export const SetStatus: Story = {
  play: async ({ args, canvasElement }) => {
    await chooseStatus(canvasElement, 'Inactive');
    await waitFor(() => expect(args.clearSelection).toHaveBeenCalled());
    await expect(await statusOf(1)).toBe('Inactive');
    await expect(await statusOf(3)).toBe('Inactive');
  },
};

/** The updates are in flight: the status button is busy. */
export const Saving: Story = {
  parameters: withEcommerce(
    http.patch(ITEM, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    await chooseStatus(canvasElement, 'Published');
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('bulk-status')).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The updates fail: an error toast, and the selection stays for another try. */
export const ServerError: Story = {
  parameters: withEcommerce(
    http.patch(ITEM, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ args, canvasElement }) => {
    await chooseStatus(canvasElement, 'Scheduled');
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-severity="error"]')).not.toBeNull(),
    );
    await expect(within(canvasElement).getByTestId('bulk-status')).not.toHaveAttribute('aria-busy');
    await expect(args.clearSelection).not.toHaveBeenCalled();
  },
};

/** Edge case: a single product picked; cancelling the confirm deletes nothing. */
export const OneSelected: Story = {
  args: { selectedIds: ['42'] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('bulk-delete'));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
