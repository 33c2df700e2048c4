import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ProductEditPage } from './product-edit-page.tsx';
import { withDataRouter } from './test/with-data-router.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';
import { ecommercePaths, href } from '../routes.ts';

const PATH = ecommercePaths['ecommerce.productEdit'];
const ITEM = '*/api/apps/ecommerce/products/:id';

const meta = {
  title: 'Features/Ecommerce/ProductForm/ProductEditPage',
  component: ProductEditPage,
  parameters: { layout: 'padded' },
  decorators: [
    withDataRouter({ initialEntry: href('ecommerce.productEdit', { id: 1 }), path: PATH }),
  ],
} satisfies Meta<typeof ProductEditPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const nameInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name="productName"]');

/** Product 1 loaded into the form; a change is saved and stays in the form. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(nameInput(canvasElement)).toHaveValue('Aurora Pro 15 Laptop'));
    const qty = canvasElement.querySelector<HTMLInputElement>('input[name="qty"]');
    if (!qty) throw new Error('No qty field');
    await userEvent.clear(qty);
    await userEvent.type(qty, '7');
    await userEvent.click(within(canvasElement).getByTestId('product-save'));
    await waitFor(async () => {
      const saved = (await (await fetch('/api/apps/ecommerce/products/1')).json()) as {
        qty: number;
      };
      await expect(saved.qty).toBe(7);
    });
    await expect(qty).toHaveValue('7');
  },
};

/** The product call never answers: the form's skeleton. */
export const Loading: Story = {
  parameters: withEcommerce(
    http.get(ITEM, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('product-form-skeleton')).toBeVisible();
  },
};

/** An id the API does not know: a not-found state that links back to the list. */
export const NotFound: Story = {
  decorators: [
    withDataRouter({ initialEntry: href('ecommerce.productEdit', { id: 999 }), path: PATH }),
  ],
  play: async ({ canvas }) => {
    const back = await canvas.findByRole('link');
    await expect(back).toHaveAttribute('href', href('ecommerce.productList'));
  },
};

/** The product call fails: an error state with a retry button. */
export const LoadError: Story = {
  parameters: withEcommerce(
    http.get(ITEM, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** A long product name and a description loaded from the API. */
export const LongContent: Story = {
  parameters: withEcommerce(
    http.get(ITEM, () =>
      HttpResponse.json({
        id: 1,
        productName:
          'Aurora Pro 15 Laptop with an extraordinarily long name that keeps going past the field',
        category: 'Electronics',
        stock: false,
        sku: 12345,
        price: '$1,299.00',
        discountedPrice: '$1,199.00',
        qty: 0,
        status: 'Scheduled',
        image: '/mock-assets/products/aurora-pro-15-laptop.svg',
        productBrand: 'Thin and light, 32 GB',
        description: '<p>A <strong>fast</strong> laptop.</p><ul><li>32 GB</li></ul>',
        variants: [{ option: 'color', value: 'Silver' }],
        tags: ['new', 'bestseller'],
        delivery: 'selected',
        deliveryCountries: ['fr', 'de'],
        attributes: ['fragile'],
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(nameInput(canvasElement)?.value).toMatch(/^Aurora Pro 15 Laptop with/),
    );
  },
};
