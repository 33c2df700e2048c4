import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OrderListPage } from './order-list-page.tsx';
import { LocationProbe } from './test-utils.tsx';
import { href } from '../routes.ts';

const server = setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });
const LIST = href('ecommerce.orderList');
const WAIT = { timeout: 8000 };

function renderList(search = '') {
  return renderWithProviders(
    <>
      <OrderListPage />
      <LocationProbe />
    </>,
    { initialEntry: `${LIST}${search}`, path: LIST },
  );
}

/** The order numbers of the rows on screen, in order ("#5401"). */
function orderNumbers(): string[] {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link')?.textContent ?? '')
    .filter(Boolean);
}

describe('OrderListPage', { timeout: 30_000 }, () => {
  it('shows the widgets and the first page of orders', async () => {
    renderList();
    const first = getDb().orders[0];
    expect(await screen.findByRole('link', { name: `#${first?.order}` })).toBeInTheDocument();
    expect(orderNumbers()).toHaveLength(10);
    const pending = getDb().orders.filter((o) => o.payment === 2).length;
    const widget = await screen.findByTestId('orders-widget-pendingPayment');
    expect(widget).toHaveTextContent(String(pending));
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  });

  it('searches: the rows and the URL follow the text', async () => {
    const user = userEvent.setup();
    const sample = getDb().orders[42];
    renderList();
    await screen.findByRole('link', { name: `#${getDb().orders[0]?.order}` });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search orders' }),
      String(sample?.order),
    );
    await waitFor(() => expect(orderNumbers()).toEqual([`#${sample?.order}`]), WAIT);
    // The rows come at each keystroke; the URL takes the text once typing pauses.
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(`q=${sample?.order}`),
      WAIT,
    );
  });

  it('sorts by spent, descending on the second click', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: `#${getDb().orders[0]?.order}` });
    const header = screen.getByRole('button', { name: /^Total/ });
    await user.click(header);
    await user.click(header);
    const top = [...getDb().orders].sort((a, b) => b.spent - a.spent).slice(0, 3);
    await waitFor(
      () => expect(orderNumbers().slice(0, 3)).toEqual(top.map((o) => `#${o.order}`)),
      WAIT,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('sortBy=spent');
    expect(screen.getByTestId('location')).toHaveTextContent('orderBy=desc');
  });

  it('pages through the orders and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: `#${getDb().orders[0]?.order}` });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      await screen.findByRole('link', { name: `#${getDb().orders[10]?.order}` }),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
  });

  it('restores search and page from the URL', async () => {
    renderList('?page=3&itemsPerPage=5');
    expect(
      await screen.findByRole('link', { name: `#${getDb().orders[10]?.order}` }),
    ).toBeVisible();
    expect(orderNumbers()).toHaveLength(5);
  });

  it('deletes an order after confirming, with a toast', async () => {
    const user = userEvent.setup();
    const first = getDb().orders[0];
    renderList();
    await screen.findByRole('link', { name: `#${first?.order}` });
    await user.click(screen.getByRole('button', { name: `Actions for order #${first?.order}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(`Delete order #${first?.order}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Order #${first?.order} deleted`)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(screen.queryByRole('link', { name: `#${first?.order}` })).not.toBeInTheDocument(),
      WAIT,
    );
    expect(getDb().orders).toHaveLength(99);
  });

  it('deletes the selected orders in bulk', async () => {
    const user = userEvent.setup();
    const [a, b] = getDb().orders;
    renderList();
    await screen.findByRole('link', { name: `#${a?.order}` });
    await user.click(screen.getByRole('checkbox', { name: `Select order #${a?.order}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select order #${b?.order}` }));
    await user.click(screen.getByTestId('orders-bulk-delete'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Orders to delete: 2');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Orders deleted: 2')).toBeInTheDocument();
    expect(getDb().orders.map((o) => o.id)).not.toContain(a?.id);
  });

  it('exports every filtered order as CSV, across pages', async () => {
    const user = userEvent.setup();
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:orders';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const sample = getDb().orders[7];
    renderList(`?q=${encodeURIComponent(sample?.customer ?? '')}`);
    await screen.findByRole('link', { name: `#${sample?.order}` });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blob).toBeDefined());
    const lines = (await blob!.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Order,Date,Customer,Payment,Status,Method,Total');
    expect(lines[1]).toContain(`${sample?.order},${sample?.date} ${sample?.time}`);
    expect(lines[1]).toContain(sample?.spent.toFixed(2));
  });

  it('offers to clear a search that finds nothing', async () => {
    const user = userEvent.setup();
    renderList('?q=zzzz-nobody');
    expect(await screen.findByText('No order matches your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('link', { name: `#${getDb().orders[0]?.order}` });
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${LIST}$`));
  });

  it('shows an error with retry when the list fails', async () => {
    server.use(
      http.get('*/api/apps/ecommerce/orders', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    renderList();
    expect(await screen.findByText('The orders could not be loaded.')).toBeInTheDocument();
  });
});
