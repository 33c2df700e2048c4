import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { invoiceHandlers } from '@atrium/mocks';

import { detailsPageStories } from '../../test/details-stories.ts';
import { patient } from '../../test/story-handlers.ts';
import { href, invoicePaths } from '../routes.ts';
import { InvoiceEditPage } from './invoice-edit-page.tsx';
import {
  answeringInvoice,
  editor,
  INVOICE_ITEM,
  sampleLines,
  seededInvoice,
  totalIs,
} from './test/invoice-stories.ts';

const kit = detailsPageStories(InvoiceEditPage, {
  domain: 'invoice',
  handlers: invoiceHandlers,
  endpoint: INVOICE_ITEM,
  path: invoicePaths['invoice.edit'],
  initialEntry: href('invoice.edit', { id: seededInvoice.id }),
});

const meta = {
  title: 'Features/Invoice/InvoiceForm/InvoiceEditPage',
  ...kit.meta,
} satisfies Meta<typeof InvoiceEditPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('invoice-line-0', {}, patient);

/** The first seeded invoice in the editor: its client, lines, totals and bank details. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await totalIs(canvasElement, seededInvoice.total);
    await expect(within(canvasElement).getByTestId('invoice-client-details')).toHaveTextContent(
      seededInvoice.client.name,
    );
  },
};

/** The invoice call never answers: the editor's skeleton. */
export const Loading: Story = kit.loading;

/** The invoice call fails: an error with retry. */
export const ServerError: Story = kit.serverError;

/** An id the fake API does not know: not found, with the way back to the list. */
export const NotFound: Story = kit.notFound(
  href('invoice.edit', { id: 1 }),
  'invoice-not-found',
  async (element) => {
    await expect(within(element).getByRole('link')).toHaveAttribute('href', href('invoice.list'));
  },
);

/** Fifty lines, some with a discount and taxes: every line a card, the totals under them. */
export const FiftyLines: Story = {
  parameters: answeringInvoice({ ...seededInvoice, items: sampleLines(50) }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('invoice-line-49', {}, patient);
  },
};

/** A client with a very long address and company name wraps within the card. */
export const LongClientAddress: Story = {
  parameters: answeringInvoice({
    ...seededInvoice,
    client: {
      ...seededInvoice.client,
      company: 'Northwind Traders International Holdings and Subsidiaries Limited',
      address:
        'Building 7, Floor 12, Suite 1204, Harbourfront Business Park, 2200 Marina Boulevard East, Industrial Zone North',
    },
  }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByTestId('invoice-client-details')).toHaveTextContent(
      /Harbourfront Business Park/,
    );
  },
};

/** Editing a quantity recomputes the line and the total at once. */
export const EditingAQuantity: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const qty = editor(canvasElement).input('items.0.qty');
    await userEvent.clear(qty);
    await userEvent.type(qty, '2');
    const first = seededInvoice.items[0];
    if (!first) throw new Error('no line');
    await totalIs(canvasElement, seededInvoice.total + first.cost);
  },
};
