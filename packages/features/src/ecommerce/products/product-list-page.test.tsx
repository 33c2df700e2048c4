import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getDb } from '@atrium/mocks';

import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { ProductListPage } from './product-list-page.tsx';
import { UNDO_WINDOW_MS } from '../../shared/index.ts';
import { href } from '../routes.ts';

const server = setupFakeApi();
const path = href('ecommerce.productList');

/** Shows the router's query string, so a test can read what the page put in the URL. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(search = '') {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <ProductListPage />
      <LocationProbe />
    </>,
    { initialEntry: `${path}${search}`, path },
  );
  return { user, ...view };
}

const url = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');
const table = () => screen.getByRole('table', { name: 'Product list' });
/** The product names of the rows shown, top to bottom. */
const names = () =>
  [...table().querySelectorAll('td[data-column="product"] strong')].map((el) => el.textContent);
const cellsOf = (column: string) =>
  [...table().querySelectorAll(`td[data-column="${column}"]`)].map((el) => el.textContent);
const waitForRows = async (first: string) => {
  await waitFor(() => expect(names()[0]).toBe(first));
};
const inDb = (id: number) => getDb().products.some((p) => p.id === id);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// A whole page against the fake API: slow on a shared machine, hence the longer timeout.
describe('ProductListPage', { timeout: 30_000 }, () => {
  it('shows the newest products first, their fields, and the summary of the whole shop', async () => {
    renderPage();
    await waitForRows('Gaming Headset G5');
    expect(names()).toHaveLength(10);
    expect(names()[9]).toBe('Starfall Adventure');
    const row = table().querySelector('td[data-column="product"]')!.closest('tr')!;
    expect(within(row).getByText('Surround headset with detachable mic')).toBeInTheDocument();
    expect(within(row).getByText('$98.99')).toBeInTheDocument();
    expect(within(row).getByText('409')).toBeInTheDocument();
    expect(within(row).getByText('93719')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('Games')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Gaming Headset G5 in stock' })).toBeChecked();
    const summary = screen.getByRole('region', { name: 'Product summary' });
    // 50 products, 13 of them out of stock in the seed.
    await within(summary).findByText('50');
    expect(within(summary).getByText('13')).toBeInTheDocument();
    expect(within(summary).getByText('37')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      href('ecommerce.productAdd'),
    );
  });

  it('filters by status: the rows change and the URL keeps the filter', async () => {
    const { user } = renderPage('?page=2');
    await waitForRows('Oak Floating Shelf');
    await choose(user, 'Status', 'Inactive');
    await waitForRows('Retro Handheld Console');
    expect(new Set(cellsOf('status'))).toEqual(new Set(['Inactive']));
    expect(names()).toHaveLength(9);
    expect(url().get('status')).toBe('Inactive');
    // A new filter goes back to the first page.
    expect(url().get('page')).toBeNull();
  });

  it('restores category and stock filters from the URL', async () => {
    renderPage('?category=Shoes&stock=false');
    await waitForRows('Velocity Racing Flats');
    expect(names()).toEqual(['Velocity Racing Flats', 'Studio Yoga Slides']);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Shoes');
  });

  it('searches at each keystroke, and writes q to the URL once the typing pauses', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname, searchParams } = new URL(request.url);
      if (pathname.endsWith('/apps/ecommerce/products')) asked.push(searchParams.get('q') ?? '');
    });
    const { user } = renderPage('?page=2');
    await waitForRows('Oak Floating Shelf');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'walnut');
    await waitFor(() => expect(names()).toEqual(['Chess Set Walnut', 'Walnut Wall Clock']));
    // Every prefix went to the server as it was typed, from the first page; no debounce on the way.
    expect(asked).toEqual(expect.arrayContaining(['w', 'wa', 'wal', 'waln', 'walnu', 'walnut']));
    await waitFor(() => expect(url().get('q')).toBe('walnut'), { timeout: 3000 });
    expect(url().get('page')).toBeNull();
    server.events.removeAllListeners('request:start');
  });

  it('sorts by price on the server, ascending then descending', async () => {
    const { user } = renderPage();
    await waitForRows('Gaming Headset G5');
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitForRows('Puzzle Box 1000');
    expect(cellsOf('price').slice(0, 3)).toEqual(['$22.00', '$24.99', '$28.99']);
    expect(url().get('sortBy')).toBe('price');
    expect(url().get('orderBy')).toBe('asc');
    await user.click(screen.getByRole('button', { name: 'Price' }));
    await waitForRows('Aurora Pro 15 Laptop');
    expect(url().get('orderBy')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('pages and changes the page size', async () => {
    const { user } = renderPage();
    await waitForRows('Gaming Headset G5');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitForRows('Oak Floating Shelf');
    expect(url().get('page')).toBe('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(url().get('itemsPerPage')).toBe('25');
  });

  it('deletes a row at once and Undo brings it back without deleting it', async () => {
    const { user } = renderPage();
    await waitForRows('Gaming Headset G5');
    await user.click(screen.getByRole('button', { name: 'Actions for Gaming Headset G5' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Gaming Headset G5?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForRows('Retro Handheld Console');
    expect(await screen.findByText('Gaming Headset G5 deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitForRows('Gaming Headset G5');
    expect(inDb(50)).toBe(true);
  });

  it('sends the DELETE when the Undo window closes', async () => {
    const { user } = renderPage();
    await waitForRows('Gaming Headset G5');
    await user.click(screen.getByRole('button', { name: 'Actions for Gaming Headset G5' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    // Fake only the clock of the Undo window, from the moment it starts.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForRows('Retro Handheld Console');
    expect(inDb(50)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
    await waitFor(() => expect(inDb(50)).toBe(false));
    await waitFor(() => expect(screen.queryByText('Gaming Headset G5 deleted')).toBeNull());
    // The list is reloaded: the next product moves up to fill the page.
    await waitFor(() => expect(names()[9]).toBe('Oak Floating Shelf'));
  });

  it('bulk-deletes the selected rows; leaving the page sends the DELETEs', async () => {
    const { user, unmount } = renderPage();
    await waitForRows('Gaming Headset G5');
    await user.click(screen.getByRole('checkbox', { name: 'Select Gaming Headset G5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Party Quiz Night' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 products?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForRows('Retro Handheld Console');
    expect(names()).not.toContain('Party Quiz Night');
    expect(await screen.findByText('2 products deleted')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    unmount();
    await waitFor(() => expect(inDb(50) || inDb(48)).toBe(false));
  });

  it('sets the status of the selected rows', async () => {
    const { user } = renderPage();
    await waitForRows('Gaming Headset G5');
    await user.click(screen.getByRole('checkbox', { name: 'Select Gaming Headset G5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Retro Handheld Console' }));
    await user.click(screen.getByRole('button', { name: 'Set status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Scheduled' }));
    expect(await screen.findByText('2 products set to Scheduled')).toBeInTheDocument();
    await waitFor(() => expect(cellsOf('status').slice(0, 2)).toEqual(['Scheduled', 'Scheduled']));
    expect(getDb().products.find((p) => p.id === 49)?.status).toBe('Scheduled');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('toggles stock through the API and says so', async () => {
    const { user } = renderPage();
    await waitForRows('Gaming Headset G5');
    const toggle = screen.getByRole('switch', { name: 'Gaming Headset G5 in stock' });
    await user.click(toggle);
    expect(await screen.findByText('Gaming Headset G5 is out of stock')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Gaming Headset G5 in stock' })).not.toBeChecked();
    expect(getDb().products.find((p) => p.id === 50)?.stock).toBe(false);
  });

  it('exports every page of the filtered, sorted view with the visible columns', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:products';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage('?stock=false&sortBy=price&orderBy=desc&hide=sku');
    await waitForRows('Standing Desk Frame');
    expect(names()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blob).toBeDefined());
    const lines = (await blob!.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Product,Category,Stock,Price,Qty,Status');
    // All 13 out-of-stock products, not only the 10 on screen, most expensive first.
    expect(lines).toHaveLength(14);
    expect(lines[1]).toBe('Standing Desk Frame,Office,false,459,0,Scheduled');
    expect(lines[13]).toBe('Daily Planner 2026,Office,false,24.99,0,Published');
    expect(lines.slice(1).every((line) => line.includes(',false,'))).toBe(true);
  });

  it('clears a typed search with the filters: the rows and the box come back', async () => {
    const { user } = renderPage();
    await waitForRows('Gaming Headset G5');
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'zzzz');
    await waitFor(() => expect(url().get('q')).toBe('zzzz'), { timeout: 3000 });
    await user.click(await screen.findByTestId('clear-filters'));
    await waitForRows('Gaming Headset G5');
    expect(box).toHaveValue('');
    expect(url().get('q')).toBeNull();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { user } = renderPage('?q=zzzz&status=Published');
    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitForRows('Gaming Headset G5');
    expect(url().get('q')).toBeNull();
    expect(url().get('status')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('shows the error with a retry that loads the rows', async () => {
    let failures = 0;
    server.use(
      http.get('*/api/apps/ecommerce/products', ({ request }) => {
        const perPage = new URL(request.url).searchParams.get('itemsPerPage');
        if (perPage === '-1' || failures > 0) return undefined;
        failures += 1;
        return HttpResponse.json({ message: 'Server error' }, { status: 500 });
      }),
    );
    const { user } = renderPage();
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForRows('Gaming Headset G5');
  });
});
