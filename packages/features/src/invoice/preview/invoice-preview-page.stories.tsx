import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb, invoiceHandlers } from '@atrium/mocks';

import { detailsPageStories } from '../../test/details-stories.ts';
import { patient } from '../../test/story-handlers.ts';
import { href, invoicePaths } from '../routes.ts';
import { InvoicePreviewPage } from './invoice-preview-page.tsx';
import {
  asEditorSaved,
  dueLater,
  editorLines,
  SEEDED,
  seededInvoice,
} from './test/invoice-fixtures.ts';

const kit = detailsPageStories(InvoicePreviewPage, {
  path: invoicePaths['invoice.preview'],
  initialEntry: href('invoice.preview', { id: SEEDED.first }),
  domain: 'invoice',
  handlers: invoiceHandlers,
  endpoint: '*/api/apps/invoice/:id',
});

const meta = {
  title: 'Features/Invoice/Preview/InvoicePreviewPage',
  ...kit.meta,
} satisfies Meta<typeof InvoicePreviewPage>;
export default meta;

type Story = StoryObj<typeof meta>;

interface Ctx {
  canvasElement: HTMLElement;
}

/** The document of invoice `id` once it is drawn (the shop's header from the settings too). */
const documentOf = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const document = await canvas.findByTestId('invoice-document', {}, patient);
  await within(document).findByTestId('invoice-shop', {}, patient);
  return document;
};

/** A story opening invoice `id`, after `setup` edited it in the fake API. */
const opening = (id: number, setup?: (invoice: ReturnType<typeof seededInvoice>) => void) => ({
  parameters: kit.at(href('invoice.preview', { id })),
  beforeEach: () => {
    setup?.(seededInvoice(id));
  },
  play: async ({ canvasElement }: Ctx) => {
    const document = await documentOf(canvasElement);
    await expect(document).toHaveTextContent(String(id));
  },
});

/** The first seeded invoice: three plain lines, past its due date with money owed (Past Due). */
export const Default: Story = opening(SEEDED.first);

export const StatusPaid: Story = opening(SEEDED.paid);
export const StatusDownloaded: Story = opening(SEEDED.downloaded);
export const StatusSent: Story = opening(SEEDED.sent, dueLater);
export const StatusDraft: Story = opening(SEEDED.draft);
export const StatusPartialPayment: Story = opening(SEEDED.partial, dueLater);
export const StatusPastDue: Story = opening(SEEDED.pastDue);

/** Saved by the editor with 50 lines: discounts, two taxes, salesperson, notes, payment stub. */
export const FiftyLines: Story = opening(SEEDED.sent, (invoice) => {
  asEditorSaved(invoice, editorLines(50));
  dueLater(invoice);
});

/** A client whose address runs over several lines; the document wraps it. */
export const LongClientAddress: Story = opening(SEEDED.sent, (invoice) => {
  dueLater(invoice);
  invoice.client.address =
    'Unit 14B, Riverside Business Park, 1187 Long Harbour Industrial Estate Road, Building C, Fourth Floor, Suite 402, Port Ellington Waterfront District';
  invoice.client.company = 'Northwind Wholesale Trading and Logistics International Holdings';
});

/** Paid past the total: the document shows the client's credit instead of a balance due. */
export const CreditBalance: Story = opening(SEEDED.credit);

/** Two payments recorded: the history lists them, the balance is what is left. */
export const PaymentHistory: Story = opening(SEEDED.sent, (invoice) => {
  dueLater(invoice);
  invoice.payments = [
    { id: 1, amount: 1200, date: '2026-02-10', method: 'bank', note: 'First instalment' },
    { id: 2, amount: 450.5, date: '2026-03-02', method: 'card', note: '' },
  ];
  invoice.balance = invoice.total - 1650.5;
  invoice.invoiceStatus = 'Partial Payment';
});

/**
 * In Arabic, right to left: the document, its sums and the toolbar mirror. The visual run draws
 * every story in Arabic already and overrides this story's language; it is checked here.
 */
export const RightToLeft: Story = {
  ...opening(SEEDED.first),
  tags: ['no-visual'],
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await documentOf(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/**
 * On a phone (360 px): the sheet scales down to the screen, the toolbar wraps and only the lines
 * scroll sideways, never the page. The visual run keeps its own viewport; this is checked here.
 */
export const Phone: Story = {
  ...opening(SEEDED.first),
  tags: ['no-visual'],
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    ...kit.at(href('invoice.preview', { id: SEEDED.first })),
    viewport: { defaultViewport: 'mobile' },
  },
  play: async ({ canvasElement }) => {
    const document = await documentOf(canvasElement);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.clientWidth).toBeLessThanOrEqual(360);
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(document.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

const drawer = async (canvasElement: HTMLElement, testId: string) =>
  within(canvasElement.ownerDocument.body).findByTestId(testId, {}, patient);

const amountIn = (dialog: HTMLElement) => {
  const input = dialog.querySelector<HTMLInputElement>('input[name="amount"]');
  if (!input) throw new Error('No amount field');
  return input;
};

const closed = (canvasElement: HTMLElement, testId: string) =>
  waitFor(
    () => expect(within(canvasElement.ownerDocument.body).queryByTestId(testId)).toBeNull(),
    patient,
  );

/**
 * Opens Add payment on the sent invoice's page, types `amount` (or keeps the balance the form
 * offers) and saves; answers the drawer.
 */
async function pay(canvasElement: HTMLElement, amount?: string) {
  await userEvent.click(within(canvasElement).getByTestId('invoice-add-payment'));
  const dialog = await drawer(canvasElement, 'payment-drawer');
  if (amount !== undefined) {
    await userEvent.clear(amountIn(dialog));
    await userEvent.type(amountIn(dialog), amount);
  }
  await userEvent.click(within(dialog).getByTestId('payment-drawer-submit'));
  return dialog;
}

const sentInvoice = () => seededInvoice(SEEDED.sent);

/** Stories on the sent invoice's page, due after the fixed clock's today. */
const onSentInvoice = {
  parameters: kit.at(href('invoice.preview', { id: SEEDED.sent })),
  beforeEach: () => dueLater(sentInvoice()),
};

/** Add a partial payment (Partial Payment), then the rest, which the form offers (Paid). */
export const AddPayment: Story = {
  ...onSentInvoice,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await documentOf(canvasElement);
    const owed = sentInvoice().balance;

    await pay(canvasElement, '1000');
    await closed(canvasElement, 'payment-drawer');
    await waitFor(() => expect(sentInvoice().invoiceStatus).toBe('Partial Payment'), patient);
    await expect(sentInvoice().balance).toBe(owed - 1000);
    // The page refetched the invoice (its history shows the payment): only now does the form
    // offer the new balance. On a busy machine the drawer could open first, on the old one.
    await waitFor(
      () =>
        expect(canvas.getByTestId('payment-history').querySelectorAll('tbody tr')).toHaveLength(1),
      patient,
    );

    await pay(canvasElement);
    await closed(canvasElement, 'payment-drawer');
    await waitFor(() => expect(sentInvoice().invoiceStatus).toBe('Paid'), patient);
    await expect(sentInvoice().balance).toBe(0);
    await waitFor(() =>
      expect(canvas.getByTestId('payment-history').querySelectorAll('tbody tr')).toHaveLength(2),
    );
    await waitFor(() =>
      expect(canvas.getByTestId('invoice-add-payment')).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

/** More than the balance is refused under the field, and nothing is sent. */
export const PaymentAboveBalance: Story = {
  ...onSentInvoice,
  play: async ({ canvasElement }) => {
    await documentOf(canvasElement);
    const dialog = await pay(canvasElement, String(sentInvoice().balance + 1));
    await waitFor(() => expect(amountIn(dialog)).toHaveAttribute('aria-invalid', 'true'));
    await expect(sentInvoice().payments ?? []).toHaveLength(0);
  },
};

/** Send a draft: the prefilled mail goes out, the invoice is Sent and the mail is in Sent. */
export const Send: Story = {
  parameters: kit.at(href('invoice.preview', { id: SEEDED.draft })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await documentOf(canvasElement);
    const client = seededInvoice(SEEDED.draft).client;
    await userEvent.click(canvas.getByTestId('invoice-send'));
    const dialog = await drawer(canvasElement, 'send-drawer');
    await expect(dialog.querySelector('input[name="to"]')).toHaveValue(client.companyEmail);
    await userEvent.click(within(dialog).getByTestId('send-drawer-submit'));
    await closed(canvasElement, 'send-drawer');
    await waitFor(() => expect(seededInvoice(SEEDED.draft).invoiceStatus).toBe('Sent'), patient);
    await expect(
      getDb().emails.some((mail) => mail.to.some((to) => to.email === client.companyEmail)),
    ).toBe(true);
  },
};

export const NotFound: Story = kit.notFound(
  href('invoice.preview', { id: 424242 }),
  'invoice-not-found',
  (element) => expect(element).toHaveTextContent('424242'),
);

export const Loading: Story = kit.loading;

export const ServerError: Story = kit.serverError;

/** A user who may only read invoices: download and print, no send, payment, edit or duplicate. */
export const ReadOnly: Story = {
  ...opening(SEEDED.sent),
  parameters: {
    ...kit.at(href('invoice.preview', { id: SEEDED.sent })),
    access: [{ action: 'read', subject: 'Invoice' }],
  },
  play: async ({ canvasElement }: Ctx) => {
    await documentOf(canvasElement);
    const toolbar = within(canvasElement).getByTestId('invoice-actions');
    await expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.dataset.testid),
    ).toEqual(['invoice-download', 'invoice-print']);
  },
};
