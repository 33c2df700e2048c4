import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getDb } from '@atrium/mocks';

import { UNDO_WINDOW_MS } from '../../shared/index.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { href } from '../routes.ts';
import { InvoiceListPage } from './invoice-list-page.tsx';

const server = setupFakeApi();

/** The whole address, for the row actions that leave the list. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}
const path = href('invoice.list');

function renderPage(search = '') {
  const user = userEvent.setup();
  return { user, ...renderWithUrl(<InvoiceListPage />, `${path}${search}`) };
}

const url = () => new URLSearchParams(urlSearch());
const table = () => screen.getByRole('table', { name: 'Invoice list' });
const cellsOf = (column: string) =>
  [...table().querySelectorAll(`td[data-column="${column}"]`)].map((el) => el.textContent);
/** The invoice numbers of the rows shown, top to bottom. */
const ids = () => cellsOf('id');
const waitForRows = async (...first: string[]) => {
  await waitFor(() => expect(ids().slice(0, first.length)).toEqual(first));
};
const stored = (id: number) => getDb().invoices.find((i) => i.id === id);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, id: number, item: string) {
  await user.click(screen.getByRole('button', { name: `Actions for invoice #${id}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// A whole page against the fake API: slow on a shared machine, hence the longer timeout.
describe('InvoiceListPage', { timeout: 30_000 }, () => {
  it('shows the newest invoices first with their fields, and the summary of every invoice', async () => {
    renderPage();
    await waitForRows('#5036', '#5035');
    expect(ids()).toHaveLength(10);
    const row = table().querySelector('td[data-column="id"]')!.closest('tr')!;
    expect(within(row).getByRole('link', { name: '#5036' })).toHaveAttribute(
      'href',
      href('invoice.preview', { id: 5036 }),
    );
    expect(within(row).getByText('Ingrid Roberts')).toBeInTheDocument();
    expect(within(row).getByText('ingrid@cedarstone.example')).toBeInTheDocument();
    expect(within(row).getByText('$3,837.00')).toBeInTheDocument();
    expect(within(row).getByText('Jul 12, 2025')).toBeInTheDocument();
    // A negative balance is money owed to the client.
    expect(within(row).getByText('Credit $326.00')).toBeInTheDocument();
    // A settled invoice's balance is a chip.
    expect(cellsOf('balance')[4]).toBe('Paid');
    const status = within(row).getByRole('img', {
      name: /^Paid, Balance: -\$326\.00, Due date: Jul 26, 2025$/,
    });
    expect(status).toHaveAttribute('data-status', 'Paid');
    const summary = screen.getByRole('region', { name: 'Invoice summary' });
    expect(await within(summary).findByText('49')).toBeInTheDocument();
    expect(within(summary).getByText('50')).toBeInTheDocument();
    expect(within(summary).getByText('$44,255.00')).toBeInTheDocument();
    expect(within(summary).getByText('$104,951.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create invoice' })).toHaveAttribute(
      'href',
      href('invoice.add'),
    );
  });

  it('shows a sent invoice past its due date with money owed as Past Due', async () => {
    renderPage('?q=5022');
    await waitForRows('#5022');
    expect(stored(5022)?.invoiceStatus).toBe('Sent');
    expect(screen.getByTestId('invoice-status-5022')).toHaveAttribute('data-status', 'Past Due');
    expect(screen.getByTestId('invoice-status-5022')).toHaveAccessibleName(
      'Past due, Balance: $5,204.00, Due date: Jan 16, 2026',
    );
  });

  it('searches as typed on client name, email or number, and keeps the search in the URL', async () => {
    const { user } = renderPage('?page=2');
    await waitForRows('#5026');
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'omar');
    await waitForRows('#5024', '#5016');
    expect(ids()).toHaveLength(2);
    await waitFor(() => expect(url().get('q')).toBe('omar'), { timeout: 3000 });
    expect(url().get('page')).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search invoices' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'vertexrobotics');
    await waitForRows('#5035', '#5024');
  });

  it('filters by status: the rows and the URL follow', async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    await choose(user, 'Status', 'Draft');
    await waitForRows('#5034', '#5026', '#5012', '#4994', '#4993');
    expect(ids()).toHaveLength(5);
    expect(url().get('status')).toBe('Draft');
  });

  it('filters by the issued dates typed in the range, and reads a range from the URL', async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    await user.type(screen.getByRole('textbox', { name: 'Start date' }), '02/01/2026{Enter}');
    // Half a range is not a filter yet.
    expect(url().get('selectedDateRange')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'End date' }), '02/28/2026{Enter}');
    await waitFor(() => expect(url().get('selectedDateRange')).toBe('2026-02-01 to 2026-02-28'));
    await waitForRows('#5011', '#4999', '#4992', '#4991');
    expect(ids()).toHaveLength(4);
  });

  it('restores status and dates from the URL and clears them when nothing matches', async () => {
    const { user } = renderPage('?status=Draft&selectedDateRange=2026-02-01 to 2026-02-28');
    expect(await screen.findByRole('heading', { name: 'No invoices match' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Draft');
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('02/01/2026');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitForRows('#5036');
    expect(url().get('status')).toBeNull();
    expect(url().get('selectedDateRange')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('');
  });

  it('sorts by total on the server, ascending then descending', async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    const sorted = [...getDb().invoices].sort((a, b) => a.total - b.total);
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitForRows(`#${sorted[0]!.id}`, `#${sorted[1]!.id}`);
    expect(url().get('sortBy')).toBe('total');
    expect(url().get('orderBy')).toBe('asc');
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitForRows(`#${sorted.at(-1)!.id}`);
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by client name', async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    await user.click(screen.getByRole('button', { name: 'Client' }));
    const first = [...getDb().invoices].sort((a, b) =>
      a.client.name.localeCompare(b.client.name),
    )[0]!;
    await waitForRows(`#${first.id}`);
    expect(url().get('sortBy')).toBe('client');
  });

  it('pages and changes the page size', async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitForRows('#5026');
    expect(url().get('page')).toBe('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(ids()).toHaveLength(25));
    expect(url().get('itemsPerPage')).toBe('25');
  });

  it('deletes a row at once and Undo brings it back without deleting it', async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    await openMenu(user, 5036, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete invoice #5036?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForRows('#5035');
    expect(await screen.findByText('Invoice #5036 deleted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitForRows('#5036');
    expect(stored(5036)).toBeDefined();
  });

  it('sends the DELETE when the Undo window closes', async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    await openMenu(user, 5036, 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForRows('#5035');
    expect(stored(5036)).toBeDefined();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
    await waitFor(() => expect(stored(5036)).toBeUndefined());
    // The list is reloaded: the next invoice moves up to fill the page.
    await waitFor(() => expect(ids()[9]).toBe('#5026'));
  });

  it("shows the server's message when the invoice was already gone", async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    await openMenu(user, 5035, 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForRows('#5036', '#5034');
    // Someone else deletes it meanwhile: the DELETE answers 404 { error }.
    const db = getDb();
    db.invoices = db.invoices.filter((i) => i.id !== 5035);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
    expect(await screen.findByText('Invoice #5035 could not be deleted')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await waitForRows('#5036', '#5034');
  });

  it('duplicates an invoice: a toast, and the copy is the newest row', async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    await openMenu(user, 5033, 'Duplicate');
    expect(await screen.findByText('Invoice #5033 copied as draft #5037')).toBeInTheDocument();
    await waitForRows('#5037', '#5036');
    expect(stored(5037)).toMatchObject({ invoiceStatus: 'Draft', total: 4476 });
    expect(screen.getByTestId('invoice-status-5037')).toHaveAttribute('data-status', 'Draft');
  });

  it.each([
    ['Preview', href('invoice.preview', { id: 5034 })],
    ['Edit', href('invoice.edit', { id: 5034 })],
    ['Download', `${href('invoice.preview', { id: 5034 })}?print=download`],
  ])('goes to %s from the row menu', async (item, address) => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <InvoiceListPage />
        <Where />
      </>,
      { initialEntry: path },
    );
    await waitForRows('#5036');
    await openMenu(user, 5034, item);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(address));
  });

  it('marks the selected invoices as sent in the fake API, with one toast', async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    await user.click(screen.getByRole('checkbox', { name: 'Select #5034' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #5031' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Mark as sent' }));
    expect(await screen.findByText('2 invoices marked as sent')).toBeInTheDocument();
    expect(stored(5034)?.invoiceStatus).toBe('Sent');
    expect(stored(5031)?.invoiceStatus).toBe('Sent');
    expect(stored(5033)?.invoiceStatus).toBe('Partial Payment');
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('leaves paid and partly paid invoices as they are when marking a selection as sent', async () => {
    const { user } = renderPage();
    await waitForRows('#5036');
    await user.click(screen.getByRole('checkbox', { name: 'Select #5034' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #5033' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #5032' }));
    await user.click(screen.getByRole('button', { name: 'Mark as sent' }));
    expect(await screen.findByText('1 invoice marked as sent')).toBeInTheDocument();
    expect(
      screen.getByText('2 paid or partly paid invoices kept their status.'),
    ).toBeInTheDocument();
    expect(stored(5034)?.invoiceStatus).toBe('Sent');
    expect(stored(5033)?.invoiceStatus).toBe('Partial Payment');
    expect(stored(5032)?.invoiceStatus).toBe('Paid');
  });

  it('bulk-deletes the selected invoices after a confirm; leaving the page sends the DELETEs', async () => {
    const { user, unmount } = renderPage();
    await waitForRows('#5036');
    await user.click(screen.getByRole('checkbox', { name: 'Select #5036' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #5033' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 invoices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitForRows('#5035', '#5034', '#5032');
    expect(await screen.findByText('2 invoices deleted')).toBeInTheDocument();
    unmount();
    await waitFor(() => expect(stored(5036) ?? stored(5033)).toBeUndefined());
  });

  it('exports every row of the filtered view as CSV', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:invoices';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderPage('?status=Downloaded&sortBy=total&orderBy=desc&itemsPerPage=10');
    await waitForRows('#5016');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blob).toBeDefined());
    const lines = (await blob!.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('#,Status,Client,Total,Issued,Balance');
    const downloaded = getDb().invoices.filter((i) => i.invoiceStatus === 'Downloaded');
    // Every downloaded invoice, not only the page on screen, largest total first.
    expect(lines).toHaveLength(downloaded.length + 1);
    expect(downloaded.length).toBeGreaterThan(10);
    expect(lines[1]).toBe(
      '5016,Past due,Omar Martinez <omar@orchiddesignco.example>,5322.00,2025-06-14,5322.00',
    );
  });

  it('shows the error with a retry, for the list and for the summary', async () => {
    const failures = { list: 0, summary: 0 };
    const failOnce = (call: keyof typeof failures) => () => {
      if (failures[call] > 0) return undefined;
      failures[call] += 1;
      return HttpResponse.json({ message: 'Server error' }, { status: 500 });
    };
    server.use(
      http.get('*/api/apps/invoice', failOnce('list')),
      http.get('*/api/apps/invoice/summary', failOnce('summary')),
    );
    const { user } = renderPage();
    expect(await screen.findByText('The invoices could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The invoice summary could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForRows('#5036');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const summary = await screen.findByRole('region', { name: 'Invoice summary' });
    expect(await within(summary).findByText('$44,255.00')).toBeInTheDocument();
  });
});
