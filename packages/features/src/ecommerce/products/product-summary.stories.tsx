import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

import type { Product } from '@atrium/mocks/types';

import { ProductSummary } from './product-summary.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';

const LIST = '*/api/apps/ecommerce/products';

const meta = {
  title: 'Features/Ecommerce/Products/ProductSummary',
  component: ProductSummary,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

const sectionOf = (canvasElement: HTMLElement) => canvasElement.querySelector('section');
const skeletons = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('section [data-skeleton]');

/** Figures computed from every seeded product: four widgets, each with its heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(skeletons(canvasElement)).toHaveLength(0));
    const section = sectionOf(canvasElement);
    if (!section) throw new Error('No summary section');
    await expect(within(section).getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(section).toHaveAccessibleName();
  },
};

/** A shop without products: every count is zero and no share is shown. */
export const Empty: Story = {
  parameters: withEcommerce(http.get(LIST, () => HttpResponse.json({ products: [], total: 0 }))),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(skeletons(canvasElement)).toHaveLength(0));
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/**
 * The list call never answers: a skeleton in place of each figure, and of the three footers that
 * depend on the figures (the cards keep their loaded height).
 */
export const Loading: Story = {
  parameters: withEcommerce(
    http.get(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json({ products: [], total: 0 });
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(skeletons(canvasElement)).toHaveLength(7);
  },
};

/** The list call fails: the widgets step aside (the table below shows the error and a retry). */
export const ServerError: Story = {
  parameters: withEcommerce(
    http.get(LIST, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(sectionOf(canvasElement)).toBeNull());
  },
};

const costly = (id: number, overrides: Partial<Product> = {}): Product => ({
  id,
  productName: `Industrial espresso machine ${id}`,
  category: 'Home Decor',
  stock: true,
  sku: 90_000 + id,
  price: '$12,499.99',
  qty: 9_800,
  status: 'Published',
  image: '/mock-assets/products/desk-lamp-arc.svg',
  productBrand: 'Dual boiler',
  ...overrides,
});

/** Edge case: a stock worth hundreds of millions, shortened; most products out of stock. */
export const LargeFigures: Story = {
  parameters: withEcommerce(
    http.get(LIST, () =>
      HttpResponse.json({
        products: [
          costly(1),
          costly(2),
          costly(3, { stock: false, qty: 0, status: 'Inactive' }),
          costly(4, { stock: false, qty: 0, status: 'Scheduled' }),
          costly(5, { stock: false, qty: 0, status: 'Inactive' }),
        ],
        total: 5,
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(skeletons(canvasElement)).toHaveLength(0));
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};
