import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ProductInventorySection } from './product-inventory-section.tsx';
import { productSectionStories } from './test/with-product-form.tsx';

const kit = productSectionStories(ProductInventorySection);
const { submit } = kit;

const meta = {
  title: 'Features/Ecommerce/ProductForm/ProductInventorySection',
  ...kit.meta,
} satisfies Meta<typeof ProductInventorySection>;
export default meta;

type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('section');
const qtyInput = (canvasElement: HTMLElement) => kit.input(canvasElement, 'qty');
/** Shipping's two radios come first, then delivery's three: worldwide, selected, local. */
const radio = (canvasElement: HTMLElement, index: number) => {
  const el = within(section(canvasElement)).getAllByRole('radio')[index];
  if (!el) throw new Error(`No radio ${index}`);
  return el;
};
const invalidCountries = (canvasElement: HTMLElement) =>
  section(canvasElement).querySelector('[role="combobox"][aria-invalid="true"]');

/**
 * The seeded product, delivered worldwide. Delivering to selected countries asks for at least one;
 * with one picked, it saves.
 */
export const Default: Story = {
  decorators: [kit.form()],
  play: async ({ canvasElement }) => {
    await expect(qtyInput(canvasElement)).toHaveValue(kit.seeded.qty);
    await expect(radio(canvasElement, 2)).toBeChecked();
    await userEvent.click(radio(canvasElement, 3));
    await submit(canvasElement);
    await waitFor(() => expect(invalidCountries(canvasElement)).not.toBeNull());

    const countries = invalidCountries(canvasElement);
    if (!(countries instanceof HTMLElement)) throw new Error('No countries field');
    await userEvent.click(countries);
    const options = await screen.findAllByRole('option');
    await userEvent.click(options[0] as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await kit.submitUntilSaved(canvasElement, (saved) =>
      expect(saved?.deliveryCountries).toEqual(['us']),
    );
    await expect(kit.saved(canvasElement)?.delivery).toBe('selected');
  },
};

/** No quantity: required, and focused on save; letters are refused too. */
export const Empty: Story = {
  decorators: [kit.form({ qty: '' })],
  play: async ({ canvasElement }) => {
    const qty = qtyInput(canvasElement);
    await kit.submitRefused(canvasElement, qty);
    await userEvent.type(qty, 'ten');
    await submit(canvasElement);
    await expect(qty).toHaveAttribute('aria-invalid', 'true');
    await expect(kit.saved(canvasElement)).toBeNull();
  },
};

/** Edge case: many countries picked, every attribute ticked and an expiry date. */
export const EverythingSet: Story = {
  decorators: [
    kit.form({
      shipping: 'seller',
      delivery: 'selected',
      deliveryCountries: ['us', 'ca', 'gb', 'fr', 'de', 'es', 'it', 'nl', 'ae', 'sa', 'jp'],
      attributes: ['fragile', 'biodegradable', 'frozen'],
      expiryDate: '2026-12-31',
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, 0)).toBeChecked();
    await expect(radio(canvasElement, 3)).toBeChecked();
    for (const box of within(section(canvasElement)).getAllByRole('checkbox'))
      await expect(box).toBeChecked();
    await kit.submitUntilSaved(canvasElement, (saved) =>
      expect(saved?.deliveryCountries).toHaveLength(11),
    );
  },
};
