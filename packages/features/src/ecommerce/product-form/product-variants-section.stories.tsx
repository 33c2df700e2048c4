import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ProductVariantsSection } from './product-variants-section.tsx';
import { productSectionStories } from './test/with-product-form.tsx';

const kit = productSectionStories(ProductVariantsSection);
const { submit } = kit;

const meta = {
  title: 'Features/Ecommerce/ProductForm/ProductVariantsSection',
  ...kit.meta,
} satisfies Meta<typeof ProductVariantsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('section');
/** The add button is the section's last button (each row before it has a remove button). */
const addButton = (canvasElement: HTMLElement) => {
  const button = within(section(canvasElement)).getAllByRole('button').at(-1);
  if (!button) throw new Error('No add button');
  return button;
};
const rows = (canvasElement: HTMLElement) =>
  section(canvasElement).querySelectorAll('[data-testid^="variant-"]');
const valueInput = (canvasElement: HTMLElement, index: number) =>
  kit.input(canvasElement, `variants.${index}.value`);

/** No variant yet: a row is added; its value is required, then saved. */
export const Empty: Story = {
  decorators: [kit.form({ variants: [] })],
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(0);
    await userEvent.click(addButton(canvasElement));
    await expect(rows(canvasElement)).toHaveLength(1);
    await submit(canvasElement);
    await waitFor(() =>
      expect(valueInput(canvasElement, 0)).toHaveAttribute('aria-invalid', 'true'),
    );
    await userEvent.type(valueInput(canvasElement, 0), 'XL');
    await kit.submitUntilSaved(canvasElement, (saved) =>
      expect(saved?.variants).toEqual([{ option: 'size', value: 'XL' }]),
    );
  },
};

/** Two variants; removing the first keeps the second. */
export const WithVariants: Story = {
  decorators: [
    kit.form({
      variants: [
        { option: 'color', value: 'Silver' },
        { option: 'size', value: '15 inch' },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(2);
    const first = rows(canvasElement)[0];
    if (!(first instanceof HTMLElement)) throw new Error('No first row');
    await userEvent.click(within(first).getByRole('button'));
    await expect(rows(canvasElement)).toHaveLength(1);
    await expect(valueInput(canvasElement, 0)).toHaveValue('15 inch');
  },
};

/** Edge case: every option used, with values at the length limit. */
export const ManyLongValues: Story = {
  decorators: [
    kit.form({
      variants: [
        { option: 'size', value: 'Extra large, long fit, for tall people with broad shoulders' },
        { option: 'color', value: 'Midnight blue with silver pinstripes and contrast stitching' },
        { option: 'weight', value: '2.4 kg' },
        { option: 'material', value: 'Recycled aluminium unibody, anodised, brushed finish too' },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toHaveLength(4);
    await kit.submitUntilSaved(canvasElement, (saved) => expect(saved?.variants).toHaveLength(4));
  },
};
