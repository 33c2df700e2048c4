import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';
import type { Invoice } from '@atrium/mocks/types';

import { setupFakeApi } from '../../test/msw-server.ts';
import { href } from '../routes.ts';
import { renderAddPage, renderEditPage } from './test/render-editor.tsx';

const server = setupFakeApi();

type LineText = [cost: string, qty: string, discount?: string, tax1?: string, tax2?: string];

const line = (index: number) => within(screen.getByTestId(`invoice-line-${index}`));
const totals = () => ({
  subtotal: screen.getByTestId('invoice-subtotal').textContent,
  discount: screen.getByTestId('invoice-discount').textContent,
  tax: screen.getByTestId('invoice-tax').textContent,
  total: screen.getByTestId('invoice-total').textContent,
});

/** Fills line `index` at once (change events: the totals, not the typing, are under test). */
function fillLine(index: number, [cost, qty, discount = '', tax1 = '', tax2 = '']: LineText) {
  const row = line(index);
  const set = (name: RegExp, value: string) =>
    fireEvent.change(row.getByRole('textbox', { name }), { target: { value } });
  set(/^Cost/, cost);
  set(/^Qty/, qty);
  set(/^Discount/, discount);
  set(/^Tax 1/, tax1);
  set(/^Tax 2/, tax2);
}

async function chooseClient(user: UserEvent, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: /^Client/ }));
  await user.click(await screen.findByRole('option', { name }));
}

async function typeItem(user: UserEvent, index: number, title: string) {
  const item = line(index).getByRole('combobox', { name: /^Item/ });
  await user.type(item, title);
  await user.tab();
}

const firstClient = () => (getDb().invoices[0] as Invoice).client;

describe('InvoiceAddPage', { timeout: 60_000 }, () => {
  // Expected figures worked by hand: cents per line, each percentage rounded half-up.
  it.each<{ name: string; lines: LineText[]; expected: string[] }>([
    { name: 'no lines', lines: [], expected: ['$0.00', '$0.00', '$0.00', '$0.00'] },
    {
      name: 'one plain line',
      lines: [['10', '3']],
      expected: ['$30.00', '$0.00', '$0.00', '$30.00'],
    },
    {
      name: 'a 100% discount leaves nothing to tax',
      lines: [['50', '2', '100', '10']],
      expected: ['$100.00', '$100.00', '$0.00', '$0.00'],
    },
    {
      name: 'half a cent of tax rounds up',
      lines: [['0.05', '1', '', '50']],
      expected: ['$0.05', '$0.00', '$0.03', '$0.08'],
    },
    {
      name: 'two lines with a discount and two taxes',
      lines: [
        ['19.99', '3', '10', '20', '5'],
        ['5,50', '2'],
      ],
      expected: ['$70.97', '$6.00', '$13.49', '$78.46'],
    },
    {
      name: 'a large quantity stays exact',
      lines: [['1234.56', '100000', '', '7.5']],
      expected: ['$123,456,000.00', '$0.00', '$9,259,200.00', '$132,715,200.00'],
    },
  ])('shows the totals of $name', async ({ lines, expected }) => {
    const user = userEvent.setup();
    renderAddPage();
    await screen.findByTestId('invoice-line-0');
    if (lines.length === 0) await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    for (let i = 1; i < lines.length; i += 1)
      await user.click(screen.getByRole('button', { name: 'Add item' }));
    lines.forEach((text, index) => fillLine(index, text));
    await waitFor(() => expect(Object.values(totals())).toEqual(expected));
  });

  it('shows each line its own amount', async () => {
    renderAddPage();
    await screen.findByTestId('invoice-line-0');
    fillLine(0, ['19.99', '3', '10', '20', '5']);
    await waitFor(() =>
      expect(screen.getByTestId('invoice-line-0-amount')).toHaveTextContent('$67.46'),
    );
  });

  it('says what is missing or wrong under each field', async () => {
    const user = userEvent.setup();
    renderAddPage();
    await screen.findByTestId('invoice-line-0');
    fillLine(0, ['-5', '1.5', '120']);
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(await screen.findByText('Choose a client')).toBeInTheDocument();
    expect(screen.getByText('Enter an item')).toBeInTheDocument();
    expect(screen.getByText('The cost cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
    expect(screen.getByText('Enter a percentage from 0 to 100')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Client/ })).toHaveFocus();
  });

  it('sends only with a line, while a draft may have none', async () => {
    const user = userEvent.setup();
    renderAddPage();
    await chooseClient(user, new RegExp(firstClient().name));
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(
      await screen.findByText('Add at least one item to send the invoice'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    const where = await screen.findByTestId('elsewhere');
    const saved = getDb().invoices.at(-1) as Invoice;
    expect(where).toHaveTextContent(href('invoice.preview', { id: saved.id }));
    expect(saved).toMatchObject({ invoiceStatus: 'Draft', items: [], total: 0 });
  });

  it('saves a draft with its lines and computed totals, then opens the preview', async () => {
    const user = userEvent.setup();
    renderAddPage();
    await chooseClient(user, new RegExp(firstClient().name));
    await typeItem(user, 0, 'Consulting');
    fillLine(0, ['19.99', '3', '10', '20', '5']);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await typeItem(user, 1, 'Travel');
    fillLine(1, ['5.50', '2']);
    await user.type(screen.getByRole('textbox', { name: 'Salesperson' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    const saved = getDb().invoices.at(-1) as Invoice;
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      href('invoice.preview', { id: saved.id }),
    );
    expect(await screen.findByText(`Draft #${saved.id} saved`)).toBeInTheDocument();
    expect(saved).toMatchObject({
      invoiceStatus: 'Draft',
      client: firstClient(),
      salesperson: 'Ada',
      paymentTerms: true,
      termsDays: 30,
      items: [
        { title: 'Consulting', cost: 19.99, qty: 3, discount: 10, tax1: 20, tax2: 5 },
        { title: 'Travel', cost: 5.5, qty: 2, discount: 0, tax1: 0, tax2: 0 },
      ],
      totals: { subtotal: 70.97, discount: 6, tax: 13.49, total: 78.46 },
      total: 78.46,
      balance: 78.46,
    });
  });

  it('picks a seeded product as the item, with its price as the cost', async () => {
    const user = userEvent.setup();
    renderAddPage();
    const product = getDb().products[0];
    if (!product) throw new Error('no product');
    const item = (await screen.findByTestId('invoice-line-0')).querySelector('input');
    if (!item) throw new Error('no item field');
    await user.type(item, product.productName.slice(0, 8));
    await user.click(await screen.findByRole('option', { name: product.productName }));
    await waitFor(() =>
      expect(line(0).getByRole('textbox', { name: /^Cost/ })).toHaveValue(
        Number(product.price.replace(/[$,]/g, '')).toFixed(2),
      ),
    );
  });

  it('saves and sends: status Sent', async () => {
    const user = userEvent.setup();
    renderAddPage();
    await chooseClient(user, new RegExp(firstClient().name));
    await typeItem(user, 0, 'Audit');
    fillLine(0, ['100', '1']);
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    await screen.findByTestId('elsewhere');
    expect(getDb().invoices.at(-1)).toMatchObject({ invoiceStatus: 'Sent', total: 100 });
  });

  it("puts the server's line errors on the line's field", async () => {
    server.use(
      http.post('*/api/apps/invoice', () =>
        HttpResponse.json(
          { errors: { 'items.0.cost': ['cost must be at most 10000000.'] } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAddPage();
    await chooseClient(user, new RegExp(firstClient().name));
    await typeItem(user, 0, 'Audit');
    fillLine(0, ['100', '1']);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    const cost = line(0).getByRole('textbox', { name: /^Cost/ });
    await waitFor(() => expect(cost).toHaveAttribute('aria-invalid', 'true'));
    expect(cost).toHaveFocus();
    expect(screen.getByText('Enter an amount with at most two decimals')).toBeInTheDocument();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('reorders and removes lines with the keyboard', async () => {
    const user = userEvent.setup();
    renderAddPage();
    await typeItem(user, 0, 'First');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await typeItem(user, 1, 'Second');
    const down = screen.getByRole('button', { name: 'Move line 1 down' });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(line(0).getByRole('combobox', { name: /^Item/ })).toHaveValue('Second'),
    );
    expect(line(1).getByRole('combobox', { name: /^Item/ })).toHaveValue('First');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move line 2 up' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(line(0).getByRole('combobox', { name: /^Item/ })).toHaveValue('First');
  });

  it('adds a customer in the drawer and chooses it', async () => {
    const user = userEvent.setup();
    renderAddPage();
    await user.click(await screen.findByRole('button', { name: 'Add new customer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add new customer' });
    await user.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Noor Haddad');
    await user.type(within(drawer).getByRole('textbox', { name: /^Email/ }), 'noor@haddad.example');
    await user.type(within(drawer).getByRole('textbox', { name: /^Company/ }), 'Haddad & Co');
    await user.click(within(drawer).getByRole('button', { name: 'Add customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('invoice-client-details')).toHaveTextContent('noor@haddad.example');
    expect(screen.getByRole('combobox', { name: /^Client/ })).toHaveTextContent('Noor Haddad');
  });

  it("shows the server's refusal of a taken email in the drawer", async () => {
    const user = userEvent.setup();
    renderAddPage();
    await user.click(await screen.findByRole('button', { name: 'Add new customer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add new customer' });
    await user.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Copy Cat');
    const email = within(drawer).getByRole('textbox', { name: /^Email/ });
    await user.type(email, firstClient().companyEmail);
    await user.click(within(drawer).getByRole('button', { name: 'Add customer' }));
    expect(
      await within(drawer).findByText('Another client already has this email'),
    ).toBeInTheDocument();
    expect(email).toHaveFocus();
  });

  it('says when the client list cannot load, and retries', async () => {
    let fail = true;
    server.use(
      http.get('*/api/apps/invoice/clients', () =>
        fail ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderAddPage();
    const error = await screen.findByTestId('invoice-clients-error');
    expect(error).toHaveTextContent('The client list could not be loaded.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByTestId('invoice-clients-error')).not.toBeInTheDocument(),
    );
    await chooseClient(user, new RegExp(firstClient().name));
    expect(screen.getByTestId('invoice-client-details')).toHaveTextContent(firstClient().name);
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderAddPage();
    await user.type(screen.getByRole('textbox', { name: 'Salesperson' }), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(href('invoice.add'));
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(href('invoice.list'));
  });
});

describe('InvoiceEditPage', { timeout: 60_000 }, () => {
  it('loads the invoice and saves a change to it', async () => {
    const user = userEvent.setup();
    const stored = getDb().invoices[0] as Invoice;
    renderEditPage(stored.id);
    expect(await screen.findByTestId('invoice-number')).toHaveTextContent(`#${stored.id}`);
    expect(line(0).getByRole('combobox', { name: /^Item/ })).toHaveValue(stored.items[0]?.title);
    expect(screen.getByTestId('invoice-client-details')).toHaveTextContent(stored.client.name);
    await waitFor(() => expect(screen.getByTestId('invoice-bill-to')).toHaveTextContent('IBAN'));
    fillLine(0, [String(stored.items[0]?.cost), '2', '', '10']);
    await user.click(screen.getByTestId('invoice-save-draft'));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      href('invoice.preview', { id: stored.id }),
    );
    const saved = getDb().invoices[0] as Invoice;
    expect(saved.invoiceStatus).toBe(stored.invoiceStatus);
    expect(saved.items[0]).toMatchObject({ qty: 2, tax1: 10 });
    expect(saved.total).toBe(saved.totals?.total);
  });

  it('shows a not-found state with a way back for an unknown id', async () => {
    renderEditPage(1);
    const missing = await screen.findByTestId('invoice-not-found');
    expect(within(missing).getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
      'href',
      href('invoice.list'),
    );
  });

  it('shows an error with retry when the invoice cannot load', async () => {
    server.use(
      http.get('*/api/apps/invoice/:id', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    renderEditPage(4987);
    expect(await screen.findByText('The invoice could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
