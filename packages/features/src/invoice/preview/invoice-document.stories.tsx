import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Skeleton } from '@atrium/ui';

import { patient } from '../../test/story-handlers.ts';
import { useGetInvoiceQuery } from '../api/invoices.ts';
import { InvoiceDocument } from './invoice-document.tsx';
import { asEditorSaved, dueLater, SEEDED, seededInvoice } from './test/invoice-fixtures.ts';
import { asPrinted } from './test/print-preview.tsx';

/** The document of one invoice from the fake API, as the preview page draws it. */
function SeededDocument({ id }: { id: number }) {
  const { data } = useGetInvoiceQuery(id);
  return data ? <InvoiceDocument data={data} /> : <Skeleton variant="rounded" height={720} />;
}

const meta = {
  title: 'Features/Invoice/Preview/InvoiceDocument',
  component: SeededDocument,
  parameters: { layout: 'padded' },
  args: { id: SEEDED.sent },
  beforeEach: () => {
    const invoice = seededInvoice(SEEDED.sent);
    asEditorSaved(invoice);
    dueLater(invoice);
  },
} satisfies Meta<typeof SeededDocument>;
export default meta;

type Story = StoryObj<typeof meta>;

const drawn = async (canvasElement: HTMLElement) => {
  const document = await within(canvasElement).findByTestId('invoice-document', {}, patient);
  await within(document).findByTestId('invoice-shop', {}, patient);
  return document;
};

/** As saved by the editor: discounts, taxes, salesperson, notes and the payment stub. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const document = await drawn(canvasElement);
    await expect(within(document).getByTestId('invoice-payment-stub')).toBeVisible();
  },
};

/**
 * The document as it prints, in any mode: black text on white paper, no card frame (the theme's
 * print stylesheet; the page around it, its navigation and buttons are left out of a print).
 */
export const PrintView: Story = {
  decorators: [asPrinted],
  play: async ({ canvasElement }) => {
    const document = await drawn(canvasElement);
    const style = getComputedStyle(document);
    await expect(style.boxShadow).toBe('none');
    await expect(getComputedStyle(within(document).getByRole('heading', { level: 2 })).color).toBe(
      'rgb(0, 0, 0)',
    );
  },
};
