import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import {
  catchCsvDownload,
  loadedRows,
  renderWithUrl,
  urlSearch,
} from '../../test/render-list-page.tsx';
import { href } from '../routes.ts';
import { SalesTablePage } from './sales-table-page.tsx';
import { saleDay, saleId } from './sales-rows.ts';

const server = setupFakeApi();
configure({ asyncUtilTimeout: 8000 });

const open = (query = '') => {
  renderWithUrl(<SalesTablePage />, `${href('dataTable')}${query}`);
  return userEvent.setup();
};
const sales = () => getDb().salesRows;

describe('the sales table', { timeout: 30_000 }, () => {
  it('pages the sales, ten at a time, and searches as typed into the URL', async () => {
    const user = open();
    expect(await loadedRows('Sales')).toHaveLength(10);
    const buyer = sales()[3]!.buyer.name;
    await user.type(screen.getByRole('searchbox', { name: 'Search sales' }), buyer);
    const expected = sales().filter(
      (row) => row.buyer.name === buyer || row.product.name.includes(buyer),
    ).length;
    await waitFor(async () => expect(await loadedRows('Sales')).toHaveLength(expected));
    await waitFor(() =>
      expect(urlSearch()).toContain(`q=${encodeURIComponent(buyer).replace(/%20/g, '+')}`),
    );
  });

  it('filters by payment status and date range from the URL, sorted by total', async () => {
    const all = sales();
    const days = all.map((row) => saleDay(row.date)).sort();
    const from = days[5]!;
    const to = days[30]!;
    open(`?payment=Unpaid&dates=${from}+to+${to}&sortBy=total&orderBy=desc`);
    const expected = all
      .filter((row) => row.payment.receivedPaymentStatus === 'Unpaid')
      .filter((row) => saleDay(row.date) >= from && saleDay(row.date) <= to)
      .sort((a, b) => b.payment.total - a.payment.total);
    const rows = await loadedRows('Sales');
    expect(rows).toHaveLength(Math.min(expected.length, 10));
    expected.slice(0, 10).forEach((sale, index) => {
      expect(rows[index]).toHaveTextContent(sale.product.name);
    });
  });

  it('a product filter narrows, and clearing the filters brings every sale back', async () => {
    const product = sales()[0]!.product.name;
    const user = open(`?product=${encodeURIComponent(product)}&buyer=zzzz`);
    await screen.findByText('No sale matches these filters.');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await loadedRows('Sales')).toHaveLength(10);
    expect(urlSearch()).toBe('');
  });

  it('opens a row on its product and payment details', async () => {
    const user = open();
    await loadedRows('Sales');
    const sale = sales()[0]!;
    const toggle = screen.getByTestId(`sale-expand-${saleId(sale)}`);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const details = await screen.findByTestId(`sale-details-${saleId(sale)}`);
    expect(within(details).getByText(sale.product.description)).toBeVisible();
    expect(within(details).getByRole('region', { name: 'Payment' })).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('hides a column from the Columns menu and keeps it hidden in the URL', async () => {
    const user = open();
    await loadedRows('Sales');
    expect(screen.getByRole('columnheader', { name: 'Buyer' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Buyer' }));
    expect(screen.queryByRole('columnheader', { name: 'Buyer' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Product/ })).toBeVisible();
    await waitFor(() => expect(urlSearch()).toContain('hide=buyer'));
  });

  it('exports every sale of the view as CSV, not only the page shown, with the visible columns', async () => {
    const csv = catchCsvDownload();
    const user = open('?hide=buyer');
    const all = sales();
    // More than the page on screen: the export is not only what is shown.
    expect(all.length).toBeGreaterThan(10);
    expect(await loadedRows('Sales')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = await csv();
    expect(lines[0]).toMatch(/^Product,/);
    expect(lines[0]).not.toContain('Buyer');
    expect(lines).toHaveLength(all.length + 1);
    all.forEach((sale, index) => expect(lines[index + 1]).toContain(sale.product.name));
    expect(lines.some((line) => line.includes(all[0]!.buyer.name))).toBe(false);
  });

  it('shows the error with a retry that loads the sales', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/pages/datatable', () =>
        failures-- > 0 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    const user = open();
    await screen.findByText('The sales could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The table is not busy the moment the error row is clicked: wait for the error to go first.
    await waitFor(() => expect(screen.queryByText('The sales could not be loaded.')).toBeNull());
    expect(await loadedRows('Sales')).toHaveLength(10);
  });
});
