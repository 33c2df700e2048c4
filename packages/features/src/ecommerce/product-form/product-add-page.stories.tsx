import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ProductAddPage } from './product-add-page.tsx';
import { withDataRouter } from './test/with-data-router.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';
import { inputNamed } from '../../test/form-stories.ts';

const PATH = href('ecommerce.productAdd');
const CREATE = '*/api/apps/ecommerce/products';

const meta = {
  title: 'Features/Ecommerce/ProductForm/ProductAddPage',
  component: ProductAddPage,
  parameters: { layout: 'padded' },
  decorators: [withDataRouter({ initialEntry: PATH, path: PATH })],
} satisfies Meta<typeof ProductAddPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Form parts, found the same way in every language (names, test ids). */
function form(canvasElement: HTMLElement) {
  const input = (name: string) => inputNamed(canvasElement, name);
  return {
    input,
    save: within(canvasElement).getByTestId('product-save'),
    discard: canvasElement.querySelector<HTMLAnchorElement>('header a[href$="/product/list"]'),
  };
}

/** Types the fields the API needs; the category comes from the categories API. */
async function fillValid(canvasElement: HTMLElement, name = 'Desk Lamp') {
  const { input } = form(canvasElement);
  await userEvent.type(input('productName'), name);
  await userEvent.type(input('sku'), '55501');
  await userEvent.type(input('qty'), '12');
  await userEvent.type(input('price'), '24.99');
  await userEvent.click(within(canvasElement).getByTestId('product-category'));
  await userEvent.click(await screen.findByRole('option', { name: 'Home Decor' }));
}

/** The empty add form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).input('productName')).toHaveValue('');
  },
};

/** Saved empty: messages under each required field, the first one focused (keyboard submit). */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { input, save } = form(canvasElement);
    await userEvent.type(input('sku'), '12ab');
    save.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input('productName')).toHaveAttribute('aria-invalid', 'true'));
    await expect(input('sku')).toHaveAttribute('aria-invalid', 'true');
    await expect(input('productName')).toHaveFocus();
  },
};

/** The create call is in flight: the save button is busy. */
export const Saving: Story = {
  parameters: withEcommerce(
    http.post(CREATE, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    const { save } = form(canvasElement);
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The create call fails: a toast says so and everything typed stays. */
export const ServerError: Story = {
  parameters: withEcommerce(
    http.post(CREATE, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await userEvent.click(form(canvasElement).save);
    await waitFor(() => expect(form(canvasElement).save).not.toHaveAttribute('aria-busy'));
    await expect(form(canvasElement).input('productName')).toHaveValue('Desk Lamp');
    await expect(form(canvasElement).input('price')).toHaveValue('24.99');
  },
};

/** The server refuses the SKU (another product has it): the message shows under the field. */
export const SkuTaken: Story = {
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    const sku = form(canvasElement).input('sku');
    await userEvent.clear(sku);
    // Product 1's SKU in the seeded data is taken by definition: read it from the API.
    const taken = (await (await fetch('/api/apps/ecommerce/products/1')).json()) as { sku: number };
    await userEvent.type(sku, String(taken.sku));
    await userEvent.click(form(canvasElement).save);
    await waitFor(() => expect(sku).toHaveAttribute('aria-invalid', 'true'));
    await expect(sku).toHaveFocus();
  },
};

/** Saved: back to the list, where the new product comes first. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement, 'Aurora Desk Lamp');
    await userEvent.click(form(canvasElement).save);
    const list = await within(canvasElement).findByTestId('product-list-probe');
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Aurora Desk Lamp'),
    );
  },
};

/** Leaving with changes asks first; "stay" keeps the input. */
export const UnsavedChangesPrompt: Story = {
  play: async ({ canvasElement }) => {
    const { input, discard } = form(canvasElement);
    await userEvent.type(input('productName'), 'Half typed');
    if (!discard) throw new Error('No discard link');
    await userEvent.click(discard);
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(input('productName')).toHaveValue('Half typed');
  },
};
