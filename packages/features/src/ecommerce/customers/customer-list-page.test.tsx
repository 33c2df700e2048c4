import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LocationProbe } from '../orders/test-utils.tsx';
import { CustomerListPage } from './customer-list-page.tsx';
import { href } from '../routes.ts';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

const LIST = href('ecommerce.customerList');

function renderList(search = '') {
  return renderWithProviders(
    <>
      <CustomerListPage />
      <LocationProbe />
    </>,
    { initialEntry: `${LIST}${search}`, path: LIST },
  );
}

/** The customer names of the rows on screen, in order. */
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link')?.textContent ?? '')
    .filter(Boolean);

describe('CustomerListPage', { timeout: 30_000 }, () => {
  it('lists customers with flag, orders and total spent, linking to their details', async () => {
    renderList();
    const first = getDb().customers[0];
    if (!first) throw new Error('No seeded customer');
    const link = await screen.findByRole('link', { name: first?.customer });
    expect(link).toHaveAttribute(
      'href',
      href('ecommerce.customerDetails', { id: first.customerId }),
    );
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(first?.country ?? '');
    expect(row.querySelector('img[src$=".svg"][src*="flags"]')).not.toBeNull();
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    expect(row).toHaveTextContent(money.format(first?.totalSpent ?? 0));
    expect(names()).toHaveLength(10);
  });

  it('searches by country: the rows and the URL follow', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: getDb().customers[0]?.customer });
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'japan');
    const expected = getDb()
      .customers.filter((c) => c.country === 'Japan')
      .slice(0, 10);
    await waitFor(() => expect(names()).toEqual(expected.map((c) => c.customer)));
    // The rows come at each keystroke; the URL takes the text once typing pauses.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=japan'));
  });

  it('sorts by total spent', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: getDb().customers[0]?.customer });
    await user.click(screen.getByRole('button', { name: /^Total spent/ }));
    const top = [...getDb().customers].sort((a, b) => a.totalSpent - b.totalSpent).slice(0, 3);
    await waitFor(() => expect(names().slice(0, 3)).toEqual(top.map((c) => c.customer)));
    expect(screen.getByTestId('location')).toHaveTextContent('sortBy=totalSpent');
  });

  it('pages and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: getDb().customers[0]?.customer });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      await screen.findByRole('link', { name: getDb().customers[10]?.customer }),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
  });
});
