import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { createSeed, fixedNow } from '@atrium/mocks';

import { ProductRowActions } from './product-row-actions.tsx';
import { href } from '../routes.ts';

const LIST = href('ecommerce.productList');

/** Product 1 of the seeded shop (Aurora Pro 15 Laptop). */
const laptop = createSeed({ now: fixedNow }).products[0];
if (!laptop) throw new Error('The seed has no product');

const meta = {
  title: 'Features/Ecommerce/Products/ProductRowActions',
  component: ProductRowActions,
  args: { product: laptop, onDelete: fn() },
  parameters: { layout: 'centered', router: { initialEntry: LIST, path: LIST } },
} satisfies Meta<typeof ProductRowActions>;
export default meta;

type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement, id: number) => {
  const trigger = within(canvasElement).getByTestId(`product-actions-${id}`);
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
};

/** The closed menu button, named after the product. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByTestId('product-actions-1');
    await expect(trigger).toHaveAccessibleName(/Aurora Pro 15 Laptop/);
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  },
};

/** Opened from the keyboard: edit and delete; delete hands the product back to the page. */
export const Delete: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, 1);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    await userEvent.click(within(menu).getByTestId('product-delete'));
    await expect(args.onDelete).toHaveBeenCalledWith(laptop);
  },
};

/** Edit goes to the product's edit page. */
export const Edit: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openMenu(canvasElement, 1);
    await userEvent.click(within(menu).getByTestId('product-edit'));
    await waitFor(() =>
      expect(screen.getByTestId('story-location')).toHaveTextContent(
        href('ecommerce.productEdit', { id: 1 }),
      ),
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Edge case: a very long product name still names the button in full. */
export const LongName: Story = {
  args: {
    product: {
      ...laptop,
      id: 7,
      productName:
        'Ultra-wide curved professional gaming and productivity monitor with adaptive sync, 49 inches',
    },
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByTestId('product-actions-7');
    await expect(trigger).toHaveAccessibleName(/49 inches/);
    // Escape closes the menu and gives the focus back to its button.
    const menu = await openMenu(canvasElement, 7);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
