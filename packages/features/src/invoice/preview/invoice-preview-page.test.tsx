import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { getDb } from '@atrium/mocks';
import type { EmailsResponse } from '@atrium/mocks/types';

import { LocationProbe } from '../../ecommerce/orders/test-utils.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { href, invoicePaths } from '../routes.ts';
import { InvoicePreviewPage } from './invoice-preview-page.tsx';
import { dueNever, SEEDED, seededInvoice } from './test/invoice-fixtures.ts';

setupFakeApi();
// Whole pages under jsdom on a shared machine render slowly: wait longer, assert the same.
configure({ asyncUtilTimeout: 8000 });

const money = (amount: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount);

function renderPreview(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path={invoicePaths['invoice.preview']} element={<InvoicePreviewPage />} />
      <Route path={invoicePaths['invoice.edit']} element={<LocationProbe />} />
      <Route path={invoicePaths['invoice.list']} element={<LocationProbe />} />
    </Routes>,
    { initialEntry: url },
  );
}

async function openInvoice(id: number, search = '') {
  renderPreview(`${href('invoice.preview', { id })}${search}`);
  await screen.findByRole('heading', { level: 1, name: `Invoice #${id}` });
  // The shop's header comes from the store settings, a call of its own.
  await screen.findByTestId('invoice-shop');
  return seededInvoice(id);
}

/**
 * Opens Add payment, types `amount` (or keeps the balance the form offers) and saves; answers the
 * drawer, its amount field and the amount it held when saved.
 */
async function pay(user: ReturnType<typeof userEvent.setup>, amount?: string) {
  await user.click(screen.getByRole('button', { name: 'Add payment' }));
  const drawer = await screen.findByRole('dialog', { name: 'Add payment' });
  const field = within(drawer).getByRole<HTMLInputElement>('textbox', { name: /^Payment amount/ });
  if (amount !== undefined) {
    await user.clear(field);
    await user.type(field, amount);
  }
  const saved = field.value;
  await user.click(within(drawer).getByRole('button', { name: 'Save payment' }));
  return { drawer, field, saved };
}

describe('InvoicePreviewPage', { timeout: 40_000 }, () => {
  let print: MockInstance<() => void>;
  beforeEach(() => {
    // jsdom has no print dialog; the page only has to ask for it.
    print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  });
  afterEach(() => print.mockRestore());

  it('shows the invoice as it prints: shop, client, lines, sums and a derived Past Due', async () => {
    const invoice = await openInvoice(SEEDED.first);
    const document = screen.getByTestId('invoice-document');
    expect(within(document).getByTestId('invoice-shop')).toHaveTextContent('Atrium Store');
    expect(within(document).getByTestId('invoice-to')).toHaveTextContent(invoice.client.name);
    const lines = within(document).getByRole('table', { name: `Lines of invoice #${invoice.id}` });
    expect(within(lines).getAllByRole('row')).toHaveLength(invoice.items.length + 1);
    expect(within(document).getByTestId('invoice-total')).toHaveTextContent(money(invoice.total));
    expect(within(document).getByTestId('invoice-balance')).toHaveTextContent(
      money(invoice.balance),
    );
    // Due in February 2026 with money owed: Past Due whatever was stored (Downloaded).
    expect(within(document).getByText('Past due')).toBeInTheDocument();
  });

  it('records a partial payment, then the rest: balance and status follow', async () => {
    const user = userEvent.setup();
    dueNever(seededInvoice(SEEDED.sent));
    const invoice = await openInvoice(SEEDED.sent);
    const owed = invoice.balance;

    await pay(user, '1000');
    expect(
      await screen.findByText(`Payment of ${money(1000)} recorded; balance ${money(owed - 1000)}`),
    ).toBeInTheDocument();
    expect(seededInvoice(SEEDED.sent)).toMatchObject({
      balance: owed - 1000,
      invoiceStatus: 'Partial Payment',
    });
    const document = screen.getByTestId('invoice-document');
    await waitFor(() =>
      expect(within(document).getByTestId('invoice-balance')).toHaveTextContent(money(owed - 1000)),
    );
    expect(within(document).getByText('Partial payment')).toBeInTheDocument();

    // The form offers what is left.
    const { saved } = await pay(user);
    expect(saved).toBe((owed - 1000).toFixed(2));
    await waitFor(() =>
      expect(within(document).getByTestId('invoice-balance')).toHaveTextContent(money(0)),
    );
    expect(within(document).getByText('Paid')).toBeInTheDocument();
    expect(seededInvoice(SEEDED.sent)).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
    const history = screen.getByRole('table', { name: `Payments of invoice #${invoice.id}` });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add payment' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('refuses an amount above the balance with the message, and sends nothing', async () => {
    const user = userEvent.setup();
    const invoice = await openInvoice(SEEDED.sent);
    const { drawer, field: amount } = await pay(user, String(invoice.balance + 0.01));
    expect(
      await within(drawer).findByText(
        `The amount cannot be more than the balance (${money(invoice.balance)})`,
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(seededInvoice(SEEDED.sent).payments ?? []).toHaveLength(0);
  });

  it('puts the server’s refusal under the field (the balance moved since the page loaded)', async () => {
    const user = userEvent.setup();
    await openInvoice(SEEDED.sent);
    // Someone else recorded a payment meanwhile: the fake API now holds a lower balance.
    seededInvoice(SEEDED.sent).balance = 100;
    const { drawer, field: amount } = await pay(user, '500');
    expect(
      await within(drawer).findByText('amount must not be more than the balance, 100.00.'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(seededInvoice(SEEDED.sent).payments ?? []).toHaveLength(0);
  });

  it('sends the invoice: status Sent, and the mail is in the fake API’s Sent folder', async () => {
    const user = userEvent.setup();
    dueNever(seededInvoice(SEEDED.draft));
    const invoice = await openInvoice(SEEDED.draft);
    await user.click(screen.getByRole('button', { name: 'Send invoice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Send invoice' });
    expect(within(drawer).getByRole('textbox', { name: /^To/ })).toHaveValue(
      invoice.client.companyEmail,
    );
    const message = within(drawer).getByRole<HTMLTextAreaElement>('textbox', { name: /^Message/ });
    expect(message.value).toContain(`/apps/invoice/preview/${invoice.id}`);
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(`Invoice sent to ${invoice.client.companyEmail}`),
    ).toBeInTheDocument();
    expect(seededInvoice(SEEDED.draft).invoiceStatus).toBe('Sent');
    await waitFor(() =>
      expect(within(screen.getByTestId('invoice-document')).getByText('Sent')).toBeInTheDocument(),
    );
    const sent = (await (
      await fetch('http://localhost/api/apps/email?filter=sent')
    ).json()) as EmailsResponse;
    const mail = sent.emails.find((m) =>
      m.to.some((to) => to.email === invoice.client.companyEmail),
    );
    expect(mail?.subject).toBe(`Invoice #${invoice.id} from Atrium Store`);
  });

  it('downloads: marks the invoice Downloaded, then opens the print dialog', async () => {
    const user = userEvent.setup();
    dueNever(seededInvoice(SEEDED.sent));
    await openInvoice(SEEDED.sent);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(seededInvoice(SEEDED.sent).invoiceStatus).toBe('Downloaded');
    await waitFor(() =>
      expect(
        within(screen.getByTestId('invoice-document')).getByText('Downloaded'),
      ).toBeInTheDocument(),
    );
  });

  it('runs Download once for ?print=download and takes the parameter out of the URL', async () => {
    renderWithProviders(
      <>
        <Routes>
          <Route path={invoicePaths['invoice.preview']} element={<InvoicePreviewPage />} />
        </Routes>
        <LocationProbe />
      </>,
      { initialEntry: `${href('invoice.preview', { id: SEEDED.draft })}?print=download` },
    );
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(seededInvoice(SEEDED.draft).invoiceStatus).toBe('Downloaded');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        new RegExp(`^${href('invoice.preview', { id: SEEDED.draft })}$`),
      ),
    );
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints without changing the status', async () => {
    const user = userEvent.setup();
    const before = seededInvoice(SEEDED.paid).invoiceStatus;
    await openInvoice(SEEDED.paid);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(seededInvoice(SEEDED.paid).invoiceStatus).toBe(before);
  });

  it('duplicates and goes to the copy’s edit page', async () => {
    const user = userEvent.setup();
    const largest = Math.max(...getDb().invoices.map((i) => i.id));
    await openInvoice(SEEDED.first);
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      href('invoice.edit', { id: largest + 1 }),
    );
    expect(getDb().invoices.find((i) => i.id === largest + 1)?.invoiceStatus).toBe('Draft');
  });

  it('says so when the invoice does not exist, with a way back to the list', async () => {
    const user = userEvent.setup();
    renderPreview(href('invoice.preview', { id: 999_999 }));
    const notFound = await screen.findByTestId('invoice-not-found');
    expect(notFound).toHaveTextContent('No invoice found with this id');
    await user.click(within(notFound).getByRole('link', { name: 'Back to invoices' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(href('invoice.list'));
  });
});
