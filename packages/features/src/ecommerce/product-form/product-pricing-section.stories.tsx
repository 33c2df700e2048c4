import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ProductPricingSection } from './product-pricing-section.tsx';
import { productSectionStories } from './test/with-product-form.tsx';

const kit = productSectionStories(ProductPricingSection, 360);
const { input, submit } = kit;

const meta = {
  title: 'Features/Ecommerce/ProductForm/ProductPricingSection',
  ...kit.meta,
} satisfies Meta<typeof ProductPricingSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded product's price; switching stock off is saved with the rest. */
export const Default: Story = {
  decorators: [kit.form()],
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, 'price')).toHaveValue(kit.seeded.price);
    const [tax, stock] = within(canvasElement).getAllByRole('switch');
    if (!tax || !stock) throw new Error('No tax or stock switch');
    await expect(stock).toBeChecked();
    await userEvent.click(stock);
    await expect(stock).not.toBeChecked();
    await kit.submitUntilSaved(canvasElement, (saved) => expect(saved?.stock).toBe(false));
    await expect(kit.saved(canvasElement)?.taxCharged).toBe(true);
  },
};

/** No price: required, and focused on save. */
export const Empty: Story = {
  decorators: [kit.form({ price: '', discountedPrice: '' })],
  play: async ({ canvasElement }) => {
    await kit.submitRefused(canvasElement, input(canvasElement, 'price'));
  },
};

/** A discount must be below the price; text that is not an amount is refused too. */
export const InvalidPrices: Story = {
  decorators: [kit.form({ price: '49.99', discountedPrice: '' })],
  play: async ({ canvasElement }) => {
    const discounted = input(canvasElement, 'discountedPrice');
    await userEvent.type(discounted, '59.99');
    await submit(canvasElement);
    await waitFor(() => expect(discounted).toHaveAttribute('aria-invalid', 'true'));
    await expect(input(canvasElement, 'price')).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(discounted);
    await userEvent.type(discounted, '39.99');
    await kit.submitUntilSaved(canvasElement, (saved) =>
      expect(saved?.discountedPrice).toBe('39.99'),
    );
  },
};

/** Edge case: the largest price the field takes, no tax, out of stock. */
export const LargePrice: Story = {
  decorators: [
    kit.form({
      price: '9999999.99',
      discountedPrice: '8999999.99',
      taxCharged: false,
      stock: false,
    }),
  ],
  play: async ({ canvasElement }) => {
    for (const toggle of within(canvasElement).getAllByRole('switch'))
      await expect(toggle).not.toBeChecked();
    await kit.submitUntilSaved(canvasElement, (saved) => expect(saved?.price).toBe('9999999.99'));
  },
};
