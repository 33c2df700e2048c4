import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { ProductImagesSection } from './product-info-section.tsx';
import { MAX_IMAGES } from './product-schema.ts';
import { productSectionStories } from './test/with-product-form.tsx';

const kit = productSectionStories(ProductImagesSection);

const meta = {
  title: 'Features/Ecommerce/ProductForm/ProductImagesSection',
  component: ProductImagesSection,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductImagesSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A 1×1 transparent PNG, as a file the user could pick. */
const png = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'swatch.png',
    { type: 'image/png' },
  );

const thumbnails = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-testid="section"] ul > li');
const fileInput = (canvasElement: HTMLElement) => {
  const el = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!el) throw new Error('No file input');
  return el;
};

/** The seeded product's picture; a picked file joins it as a second one. */
export const Default: Story = {
  decorators: [kit.form()],
  play: async ({ canvasElement }) => {
    await expect(thumbnails(canvasElement)).toHaveLength(1);
    await userEvent.upload(fileInput(canvasElement), png());
    await waitFor(() => expect(thumbnails(canvasElement)).toHaveLength(2));
    await kit.submitUntilSaved(canvasElement, (saved) => expect(saved?.images).toHaveLength(2));
    await expect(kit.saved(canvasElement)?.images[1]).toMatch(/^data:image\/png;base64,/);
  },
};

/** No picture yet: only the drop zone. */
export const Empty: Story = {
  decorators: [kit.form({ images: [] })],
  play: async ({ canvasElement }) => {
    await expect(thumbnails(canvasElement)).toHaveLength(0);
    await expect(fileInput(canvasElement)).toBeEnabled();
  },
};

const four = [
  '/mock-assets/products/aurora-pro-15-laptop.svg',
  '/mock-assets/products/desk-lamp-arc.svg',
  '/mock-assets/products/aurora-pro-15-laptop.svg',
  '/mock-assets/products/desk-lamp-arc.svg',
];

/** Edge case: the most pictures allowed; the drop zone is off until one is removed. */
export const Full: Story = {
  decorators: [kit.form({ images: four.slice(0, MAX_IMAGES) })],
  play: async ({ canvasElement }) => {
    await expect(thumbnails(canvasElement)).toHaveLength(MAX_IMAGES);
    await expect(fileInput(canvasElement)).toBeDisabled();
    const first = thumbnails(canvasElement)[0];
    if (!(first instanceof HTMLElement)) throw new Error('No thumbnail');
    await userEvent.click(within(first).getByRole('button'));
    await waitFor(() => expect(thumbnails(canvasElement)).toHaveLength(MAX_IMAGES - 1));
    await expect(fileInput(canvasElement)).toBeEnabled();
  },
};
