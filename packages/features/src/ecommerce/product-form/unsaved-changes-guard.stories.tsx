import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ProductLeaveGuard } from './unsaved-changes-guard.tsx';
import { href } from '../routes.ts';

const FORM = href('ecommerce.productAdd');
const LIST = href('ecommerce.productList');

const meta = {
  title: 'Features/Ecommerce/ProductForm/UnsavedChangesGuard',
  component: ProductLeaveGuard,
  args: { dirty: true, shouldBlock: fn(() => true) },
  parameters: { layout: 'padded', router: { initialEntry: FORM, path: FORM } },
  // A way out of the form, as the page header's discard link is.
  render: (args) => (
    <>
      <Link to={LIST} data-testid="leave">
        {LIST}
      </Link>
      <ProductLeaveGuard {...args} />
    </>
  ),
} satisfies Meta<typeof ProductLeaveGuard>;
export default meta;

type Story = StoryObj<typeof meta>;

const where = () => screen.queryByTestId('story-location');

/** Leaving with changes asks first; staying keeps the form, leaving goes on. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('leave'));
    const dialog = await screen.findByRole('alertdialog');
    await expect(args.shouldBlock).toHaveBeenCalled();
    // Cancel ("stay") comes first, the destructive "leave" last.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(where()).toBeNull();

    await userEvent.click(within(canvasElement).getByTestId('leave'));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(where()).toHaveTextContent(LIST));
  },
};

/** Nothing changed: leaving goes straight on, with no question. */
export const NoChanges: Story = {
  args: { dirty: false, shouldBlock: fn(() => false) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('leave'));
    await waitFor(() => expect(where()).toHaveTextContent(LIST));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
