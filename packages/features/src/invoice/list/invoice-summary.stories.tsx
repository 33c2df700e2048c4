import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { invoiceHandlers } from '@atrium/mocks';
import type { InvoicesSummary } from '@atrium/mocks/types';

import { patient } from '../../test/story-handlers.ts';
import { withFrame } from '../../test/story-layout.tsx';
import { InvoiceSummary } from './invoice-summary.tsx';

const SUMMARY = '*/api/apps/invoice/summary';
const CARDS = ['clients', 'invoices', 'paid', 'unpaid'] as const;

/** Story parameters whose summary call is `handler`, the rest of the invoice API kept. */
const withSummary = (handler: HttpHandler) => ({
  msw: { handlers: { invoice: [handler, ...invoiceHandlers] } },
});
const answering = (summary: InvoicesSummary) =>
  withSummary(http.get(SUMMARY, () => HttpResponse.json(summary)));

const meta = {
  title: 'Features/Invoice/InvoiceSummary',
  component: InvoiceSummary,
  parameters: { layout: 'padded' },
  // The width the cards get on the list page; shrink-to-fit would size them by whichever state
  // (error or figures) rendered first, so the pictures would differ from run to run.
  decorators: [withFrame({ inlineSize: 1040 })],
} satisfies Meta<typeof InvoiceSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The four figures the fake API computes from the seeded invoices. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const card of CARDS) await canvas.findByTestId(`invoice-summary-${card}`, {}, patient);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

/** Very large amounts: the cards keep their size. */
export const LargeFigures: Story = {
  parameters: answering({
    clients: 12_345,
    invoices: 98_765,
    paid: 123_456_789.12,
    unpaid: 9_876_543.21,
  }),
  play: async ({ canvasElement }) => {
    const paid = await within(canvasElement).findByTestId('invoice-summary-paid', {}, patient);
    await expect(paid.scrollWidth).toBeLessThanOrEqual(paid.clientWidth + 1);
  },
};

/** The call never answers: a skeleton in each card, their titles already there. */
export const Loading: Story = {
  parameters: withSummary(
    http.get(SUMMARY, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.queryByTestId('invoice-summary-paid')).toBeNull();
  },
};

// Fails until the play function lets the retry through.
let fails = true;

/** The call fails: an error with Retry; the retry brings the figures. */
export const ServerError: Story = {
  parameters: withSummary(
    http.get(SUMMARY, () =>
      fails ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
    ),
  ),
  beforeEach: () => {
    fails = true;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('alert', {}, patient);
    fails = false;
    await userEvent.click(canvas.getByRole('button'));
    await canvas.findByTestId('invoice-summary-paid', {}, patient);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), patient);
  },
};
