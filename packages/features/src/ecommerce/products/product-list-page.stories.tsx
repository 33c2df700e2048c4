import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { Product, ProductsResponse } from '@atrium/mocks/types';

import { ProductListPage } from './product-list-page.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';
import { ecommerceListStories } from '../test/list-stories.ts';
import { href } from '../routes.ts';

const productsUrl = '*/api/apps/ecommerce/products';

/** Keeps the rest of the e-commerce fake API behind a list override. */
const withList = (resolver: (url: URL) => Promise<Response> | Response) =>
  withEcommerce(http.get(productsUrl, ({ request }) => resolver(new URL(request.url))));

const kit = ecommerceListStories(ProductListPage, {
  path: href('ecommerce.productList'),
  endpoint: productsUrl,
  emptyBody: { products: [], total: 0 },
});

/**
 * Pages a made-up list the way the fake API does (packages/mocks/README.md: page from 1,
 * itemsPerPage -1 = all).
 */
function pageOf(products: readonly Product[], url: URL): ProductsResponse {
  const perPage = Number(url.searchParams.get('itemsPerPage') ?? 10);
  const page = Number(url.searchParams.get('page') ?? 1);
  const rows = perPage === -1 ? products : products.slice((page - 1) * perPage, page * perPage);
  return { products: [...rows], total: products.length };
}

const made = (id: number, overrides: Partial<Product> = {}): Product => ({
  id,
  productName: `Catalogue item ${id}`,
  category: (['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games'] as const)[
    id % 6
  ]!,
  stock: id % 4 !== 0,
  sku: 10_000 + id,
  price: `$${(id * 7.25).toFixed(2)}`,
  qty: id % 4 === 0 ? 0 : (id * 13) % 900,
  status: (['Published', 'Scheduled', 'Inactive'] as const)[id % 3]!,
  image: '/mock-assets/products/desk-lamp-arc.svg',
  productBrand: 'Made-up product for a long list',
  ...overrides,
});

const rowNames = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('td[data-column="product"] strong')].map(
    (el) => el.textContent,
  );
const waitForFirstRow = (canvasElement: HTMLElement, name: string) =>
  waitFor(() => expect(rowNames(canvasElement)[0]).toBe(name), { timeout: 5000 });

const meta = {
  title: 'Features/Ecommerce/Products/ProductListPage',
  ...kit.meta,
} satisfies Meta<typeof ProductListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded shop; sorting by SKU from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, 'Gaming Headset G5');
    const sortSku = canvasElement.querySelector<HTMLButtonElement>('th[data-column="sku"] button');
    if (!sortSku) throw new Error('The SKU column is not sortable');
    sortSku.focus();
    await userEvent.keyboard('{Enter}');
    await waitForFirstRow(canvasElement, 'Linen Throw Blanket');
    await expect(sortSku.closest('th')).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** A search that matches nothing offers to clear the filters, which brings the rows back. */
export const Empty: Story = {
  parameters: kit.at('?q=nothing-like-this&status=Inactive'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clear = await canvas.findByTestId('clear-filters', {}, { timeout: 5000 });
    await userEvent.click(clear);
    await waitForFirstRow(canvasElement, 'Gaming Headset G5');
  },
};

/** A shop without any product: no filters to clear. */
export const NoProducts: Story = {
  parameters: kit.states.empty.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table'));
    await table.findByRole('heading', { level: 2 }, { timeout: 5000 });
    await expect(canvas.queryByTestId('clear-filters')).toBeNull();
  },
};

export const Loading: Story = kit.states.loading;

let listCalls = 0;

/** The list call fails; Retry asks again (here it fails again). */
export const ServerError: Story = {
  parameters: withList(() => {
    listCalls += 1;
    return HttpResponse.json({ message: 'Server error' }, { status: 500 });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    const before = listCalls;
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(listCalls).toBeGreaterThan(before), { timeout: 5000 });
    // The first alert leaves while the list reloads; the answer to the retry brings one back.
    await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible(), { timeout: 5000 });
    // The snapshot shows the error state, not where the click left the focus.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const longNames = [
  made(1, {
    productName:
      'Ultra-wide curved professional gaming and productivity monitor with adaptive sync, 49 inches',
    productBrand:
      'Dual QHD panel, 240 Hz, USB-C hub with 90 W charging, KVM switch and height-adjustable stand',
  }),
  made(2, { productName: 'Donaudampfschifffahrtsgesellschaftskapitänsmütze-Sonderedition' }),
  made(3),
];

/** Names and brand lines too long for the column end in an ellipsis (full text on hover). */
export const LongProductNames: Story = {
  parameters: withList((url) => HttpResponse.json(pageOf(longNames, url))),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rowNames(canvasElement)).toHaveLength(3), { timeout: 5000 });
  },
};

/** The stock filter from the URL: every switch is off. */
export const OutOfStock: Story = {
  parameters: kit.at('?stock=false'),
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, 'Party Quiz Night');
    const switches = within(canvasElement.querySelector('table')!).getAllByRole('switch');
    await expect(switches).toHaveLength(10);
    for (const toggle of switches) await expect(toggle).not.toBeChecked();
  },
};

const manyProducts = Array.from({ length: 1000 }, (_, index) => made(index + 1));

/** A thousand products, opened deep in the list; Next moves on. */
export const ManyPages: Story = {
  parameters: {
    ...withList((url) => HttpResponse.json(pageOf(manyProducts, url))),
    ...kit.at('?page=50'),
  },
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, 'Catalogue item 491');
    await userEvent.click(within(canvasElement).getByTestId('data-table-next'));
    await waitForFirstRow(canvasElement, 'Catalogue item 501');
  },
};

/** Two rows picked with the keyboard: the bulk bar offers status and delete. */
export const WithSelection: Story = {
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, 'Gaming Headset G5');
    const boxes = canvasElement.querySelectorAll<HTMLElement>(
      'td[data-column="select"] [role="checkbox"]',
    );
    boxes[0]?.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(boxes[2]!);
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('bulk-delete')).toBeVisible();
    await expect(canvas.getByTestId('bulk-status')).toBeVisible();
    await expect(boxes[0]).toHaveAttribute('aria-checked', 'true');
  },
};

/** Delete from the row menu, opened from the keyboard: the row leaves at once; Undo restores it. */
export const DeleteAndUndo: Story = {
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, 'Gaming Headset G5');
    const canvas = within(canvasElement);
    canvas.getByTestId('product-actions-50').focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByTestId('product-delete'));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitForFirstRow(canvasElement, 'Retro Handheld Console');
    // Undo in the toast: the row returns and no DELETE is ever sent (nothing leaks to the next
    // story either).
    const undo = await waitFor(() => {
      const button = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-toast-action]');
      if (!button) throw new Error('No Undo toast');
      return button;
    });
    await userEvent.click(undo);
    await waitForFirstRow(canvasElement, 'Gaming Headset G5');
  },
};

/** A user who may only read the store: no Add, no selection, no row menu, stock shown read-only. */
export const ReadOnly: Story = {
  parameters: { access: [{ action: 'read', subject: 'Ecommerce' }] },
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, 'Gaming Headset G5');
    const canvas = within(canvasElement);
    await expect(
      canvasElement.querySelector(`a[href="${href('ecommerce.productAdd')}"]`),
    ).toBeNull();
    await expect(canvasElement.querySelector('tbody [role="checkbox"]')).toBeNull();
    await expect(canvas.queryByTestId('product-actions-50')).toBeNull();
    await expect(canvas.getAllByRole('switch')[0]).toHaveAttribute('aria-readonly', 'true');
  },
};
