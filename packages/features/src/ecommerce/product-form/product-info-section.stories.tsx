import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { ProductInfoSection } from './product-info-section.tsx';
import { emptyProductValues } from './product-schema.ts';
import { productSectionStories } from './test/with-product-form.tsx';

const kit = productSectionStories(ProductInfoSection);
const { input, submit } = kit;

const meta = {
  title: 'Features/Ecommerce/ProductForm/ProductInfoSection',
  ...kit.meta,
} satisfies Meta<typeof ProductInfoSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Product 1 of the seed; a new name is saved with the rest. */
export const Default: Story = {
  decorators: [kit.form()],
  play: async ({ canvasElement }) => {
    const name = input(canvasElement, 'productName');
    await expect(name).toHaveValue(kit.seeded.productName);
    await userEvent.clear(name);
    await userEvent.type(name, 'Aurora Pro 16 Laptop');
    await kit.submitUntilSaved(canvasElement, (saved) =>
      expect(saved?.productName).toBe('Aurora Pro 16 Laptop'),
    );
  },
};

/** A new product, saved empty: the name is required and takes the focus. */
export const Empty: Story = {
  decorators: [kit.form(infoOf(emptyProductValues))],
  play: async ({ canvasElement }) => {
    await kit.submitRefused(canvasElement, input(canvasElement, 'productName'));
    await expect(input(canvasElement, 'sku')).toHaveAttribute('aria-invalid', 'true');
    await expect(kit.saved(canvasElement)).toBeNull();
  },
};

/** A SKU with letters and a barcode too short: both refused before anything is sent. */
export const InvalidCodes: Story = {
  decorators: [kit.form({ sku: '12ab', barcode: '1234' })],
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitFor(() =>
      expect(input(canvasElement, 'sku')).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(input(canvasElement, 'barcode')).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvasElement, 'productName')).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Edge case: a long name and brand line, a barcode and a formatted description. */
export const LongContent: Story = {
  decorators: [
    kit.form({
      productName:
        'Ultra-wide curved professional gaming and productivity monitor with adaptive sync, 49 in',
      productBrand:
        'Dual QHD panel, 240 Hz, USB-C hub with 90 W charging, KVM switch and height-adjustable stand',
      barcode: '4006381333931',
      description:
        '<p>A <strong>fast</strong> monitor for long days.</p><ul><li>49 inches</li><li>240 Hz</li></ul>',
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, 'productName').value).toMatch(/^Ultra-wide/);
    await kit.submitUntilSaved(canvasElement, (saved) =>
      expect(saved?.barcode).toBe('4006381333931'),
    );
  },
};

/** The fields this section edits, taken from a set of values. */
function infoOf(values: typeof emptyProductValues) {
  const { productName, productBrand, sku, barcode, description } = values;
  return { productName, productBrand, sku, barcode, description };
}
