import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb, invoiceHandlers } from '@atrium/mocks';
import type { Invoice, InvoicesResponse, InvoiceStatus } from '@atrium/mocks/types';
import { INVOICE_STATUSES } from '@atrium/mocks/values';

import { listChecks, listPageStories, patient } from '../../test/list-stories.ts';
import { href } from '../routes.ts';
import { InvoiceListPage } from './invoice-list-page.tsx';

const LIST = '*/api/apps/invoice';
const SUMMARY = '*/api/apps/invoice/summary';

const kit = listPageStories(InvoiceListPage, {
  path: href('invoice.list'),
  domain: 'invoice',
  handlers: invoiceHandlers,
  endpoint: LIST,
  alongside: [SUMMARY],
  emptyBody: { invoices: [], totalInvoices: 0 },
});
const { states } = kit;

/** Story parameters that answer the list (and the summary, when given), the rest of the API kept. */
const withInvoices = (rows: readonly Invoice[], summary?: Record<string, number>) => ({
  msw: {
    handlers: {
      invoice: [
        http.get(LIST, ({ request }) => HttpResponse.json(pageOf(rows, new URL(request.url)))),
        ...(summary ? [http.get(SUMMARY, () => HttpResponse.json(summary))] : []),
        ...invoiceHandlers,
      ],
    },
  },
});

/** Pages a made-up list as the fake API does (packages/mocks/README.md: page from 1). */
function pageOf(rows: readonly Invoice[], url: URL): InvoicesResponse {
  const perPage = Number(url.searchParams.get('itemsPerPage') ?? 10);
  const page = Number(url.searchParams.get('page') ?? 1);
  const shown = perPage === -1 ? rows : rows.slice((page - 1) * perPage, page * perPage);
  return { invoices: [...shown], totalInvoices: rows.length };
}

/** A made-up invoice, due after Storybook's fixed "now" (2026-03-18) unless told otherwise. */
const made = (id: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id,
  issuedDate: '2026-03-02',
  dueDate: '2026-04-01',
  client: {
    name: `Client ${id}`,
    company: 'Northwind Traders',
    companyEmail: `client${id}@northwind.example`,
    address: '12 Harbour Road, Lisbon',
    country: 'Portugal',
    contact: '+351 21 000 0000',
  },
  service: 'Website Maintenance',
  total: 1200,
  avatar: '',
  invoiceStatus: 'Sent',
  balance: 1200,
  items: [],
  note: '',
  ...overrides,
});

/** What each status looks like in the data, so the shown status is that one. */
const byStatus: Record<InvoiceStatus, Partial<Invoice>> = {
  Paid: { balance: 0 },
  Downloaded: {},
  Sent: {},
  Draft: {},
  'Partial Payment': { balance: 450.5 },
  'Past Due': { dueDate: '2026-02-15' },
};
const eachStatus = INVOICE_STATUSES.map((status, index) =>
  made(7001 + index, { invoiceStatus: status, ...byStatus[status] }),
);

const ids = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('td[data-column="id"]')].map((el) => el.textContent);
const waitForFirstRow = (canvasElement: HTMLElement, id: number) =>
  waitFor(() => expect(ids(canvasElement)[0]).toBe(`#${id}`), patient);
const newest = () => Math.max(...getDb().invoices.map((i) => i.id));
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Features/Invoice/InvoiceListPage',
  ...kit.meta,
} satisfies Meta<typeof InvoiceListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The seeded invoices, newest first, with the four summary cards. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, newest());
    const canvas = within(canvasElement);
    await canvas.findByTestId('invoice-summary-unpaid', {}, patient);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/** One invoice in each of the six statuses, each with its own icon and colour. */
export const EachStatus: Story = {
  parameters: withInvoices(eachStatus),
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, 7001);
    const shown = [...canvasElement.querySelectorAll('[data-status]')].map((el) =>
      el.getAttribute('data-status'),
    );
    await expect(shown).toEqual([...INVOICE_STATUSES]);
  },
};

/** Keyboard focus on a status icon opens its tooltip: the balance and the due date. */
export const StatusTooltip: Story = {
  parameters: withInvoices(eachStatus),
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, 7001);
    within(canvasElement).getByTestId('invoice-status-7005').focus();
    const tooltip = await body(canvasElement).findByRole('tooltip', {}, patient);
    await expect(tooltip.textContent).toContain('450.5');
  },
};

const longClient = made(7101, {
  client: {
    name: 'Maximiliane Alexandra Wolfeschlegelsteinhausen-Bergerdorff von Hohenzollern',
    company: 'Donaudampfschifffahrtsgesellschaft Internationale Handelsvertretungen GmbH & Co. KG',
    companyEmail:
      'accounts.payable.international.department@donaudampfschifffahrtsgesellschaft.example',
    address:
      'Building C, Floor 14, Suite 1402, 1234 Extraordinarily Long Industrial Estate Boulevard, Upper Riverside Business District, Wellington 6011',
    country: 'New Zealand',
    contact: '+64 4 000 0000',
  },
  total: 1_234_567.89,
  balance: 1_234_567.89,
});

/** A very long client name, email and address: the row wraps instead of overflowing. */
export const LongClient: Story = {
  parameters: withInvoices([
    longClient,
    made(7102),
    made(7103, { invoiceStatus: 'Paid', balance: 0 }),
  ]),
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, 7101);
    await expect(within(canvasElement).getByText(longClient.client.name)).toBeVisible();
  },
};

/** A search that matches nothing under a status: the empty state offers to clear both. */
export const FilteredEmpty: Story = {
  parameters: kit.at('?q=nothing-like-this&status=Draft'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('clear-filters', {}, patient);
    await expect(listChecks.searchBox(canvasElement)).toHaveValue('nothing-like-this');
  },
};

/** No invoice at all: an empty state with the way to create the first, and zero figures. */
export const Empty: Story = {
  parameters: withInvoices([], { clients: 0, invoices: 0, paid: 0, unpaid: 0 }),
  play: async ({ canvasElement }) => {
    await listChecks.noRows({ canvasElement });
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('clear-filters')).toBeNull();
    await canvas.findByTestId('invoice-summary-invoices', {}, patient);
  },
};

/** The list and the summary never answer: skeletons. */
export const Loading: Story = states.loading;

/** Both calls fail: each shows its error with a retry. */
export const ServerError: Story = {
  ...states.serverError,
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2),
      patient,
    );
  },
};

/** Every answer two seconds late (the skeletons, then the rows). */
export const Slow: Story = {
  ...states.slow,
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await listChecks.busy({ canvasElement });
    await waitForFirstRow(canvasElement, newest());
  },
};

/** Typing a client's name narrows the rows at each keystroke. */
export const Search: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, newest());
    await userEvent.type(listChecks.searchBox(canvasElement), 'omar');
    await waitFor(() => expect(ids(canvasElement)).toEqual(['#5024', '#5016']), patient);
  },
};

/** The status filter: only drafts are left. */
export const FilterByStatus: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, newest());
    await userEvent.click(within(canvasElement).getByTestId('filter-status'));
    const options = await body(canvasElement).findAllByRole('option');
    // "All" comes first, then the statuses in their order.
    await userEvent.click(options[1 + INVOICE_STATUSES.indexOf('Draft')]!);
    const draft = getDb().invoices.filter((i) => i.invoiceStatus === 'Draft');
    await waitFor(() => expect(ids(canvasElement)).toHaveLength(draft.length), patient);
    const shown = [...canvasElement.querySelectorAll('[data-status]')].map((el) =>
      el.getAttribute('data-status'),
    );
    await expect(new Set(shown)).toEqual(new Set(['Draft']));
  },
};

/** Delete from the row menu, opened from the keyboard: the row leaves; Undo brings it back. */
export const DeleteAndUndo: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const first = newest();
    await waitForFirstRow(canvasElement, first);
    within(canvasElement).getByTestId(`invoice-actions-${first}`).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body(canvasElement).findByTestId('invoice-delete'));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitForFirstRow(canvasElement, first - 1);
    const undo = await waitFor(() => {
      const button = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-toast-action]');
      if (!button) throw new Error('No Undo toast');
      return button;
    }, patient);
    await userEvent.click(undo);
    await waitForFirstRow(canvasElement, first);
  },
};

/** Two rows picked from the keyboard: the bulk bar offers mark as sent and delete. */
export const WithSelection: Story = {
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, newest());
    const boxes = canvasElement.querySelectorAll<HTMLElement>(
      'td[data-column="select"] [role="checkbox"]',
    );
    boxes[0]?.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(boxes[3]!);
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('bulk-sent', {}, patient)).toBeVisible();
    await expect(canvas.getByTestId('bulk-delete')).toBeVisible();
    await expect(boxes[0]).toHaveAttribute('aria-checked', 'true');
  },
};

/** Two rows picked, then "Mark as sent": both are Sent in the fake API. */
export const BulkMarkAsSent: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const first = newest();
    await waitForFirstRow(canvasElement, first);
    const boxes = canvasElement.querySelectorAll<HTMLElement>(
      'td[data-column="select"] [role="checkbox"]',
    );
    await userEvent.click(boxes[2]!);
    await userEvent.click(boxes[5]!);
    await userEvent.click(await within(canvasElement).findByTestId('bulk-sent'));
    const sent = [first - 2, first - 5].map((id) => getDb().invoices.find((i) => i.id === id));
    await waitFor(
      () => expect(sent.map((i) => i?.invoiceStatus)).toEqual(['Sent', 'Sent']),
      patient,
    );
    await waitFor(
      () => expect(within(canvasElement).queryByTestId('bulk-sent')).toBeNull(),
      patient,
    );
  },
};

/** A user who may only read invoices: no Create, no selection; the row menu previews and downloads. */
export const ReadOnly: Story = {
  parameters: { access: [{ action: 'read', subject: 'Invoice' }] },
  play: async ({ canvasElement }) => {
    await waitForFirstRow(canvasElement, newest());
    await expect(canvasElement.querySelector(`a[href="${href('invoice.add')}"]`)).toBeNull();
    await expect(canvasElement.querySelector('tbody [role="checkbox"]')).toBeNull();
    await userEvent.click(within(canvasElement).getByTestId(`invoice-actions-${newest()}`));
    const items = await body(canvasElement).findAllByRole('menuitem');
    await expect(items.map((item) => item.dataset.testid)).toEqual([
      'invoice-preview',
      'invoice-download',
    ]);
    // Closed again: an open menu hides the page from assistive technology (the axe check).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  },
};
