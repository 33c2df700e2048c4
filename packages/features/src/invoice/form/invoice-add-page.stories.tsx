import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { href, invoicePaths } from '../routes.ts';
import { InvoiceAddPage } from './invoice-add-page.tsx';
import { editor, totalIs, typeLine } from './test/invoice-stories.ts';

const meta = {
  title: 'Features/Invoice/InvoiceForm/InvoiceAddPage',
  component: InvoiceAddPage,
  parameters: {
    layout: 'padded',
    router: { initialEntry: href('invoice.add'), path: invoicePaths['invoice.add'] },
  },
} satisfies Meta<typeof InvoiceAddPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new invoice: issued today, due after 30 days' terms, one empty line, no client yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { input } = editor(canvasElement);
    await expect(input('items.0.cost')).toHaveValue('');
    await totalIs(canvasElement, 0);
    // The shop's name comes from the store settings.
    await within(canvasElement).findByTestId('invoice-shop', {}, patient);
  },
};

/** Sent empty: a message under the client and the line's fields, the client focused. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { input, saveSend } = editor(canvasElement);
    await userEvent.type(input('items.0.cost'), '-4');
    await userEvent.type(input('items.0.qty'), '.5');
    await userEvent.click(saveSend());
    await waitFor(() => expect(input('items.0.cost')).toHaveAttribute('aria-invalid', 'true'));
    await expect(input('items.0.qty')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByTestId('invoice-client')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Three lines typed in: each line's amount and the total follow (10 × 2 + 4.5 × 3 + 100 × 1). */
export const AddingLines: Story = {
  play: async ({ canvasElement }) => {
    const { addLine } = editor(canvasElement);
    await userEvent.click(addLine());
    await userEvent.click(addLine());
    await typeLine(canvasElement, 0, '10', '2');
    await typeLine(canvasElement, 1, '4.50', '3');
    await typeLine(canvasElement, 2, '100', '1');
    await totalIs(canvasElement, 133.5);
  },
};

/** "Add new customer" opens its drawer form, the name field focused. */
export const AddCustomerDrawer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('invoice-add-client'));
    const drawer = await screen.findByTestId('invoice-client-drawer');
    await expect(drawer).toBeVisible();
    await waitFor(() => expect(drawer.querySelector('input[name="name"]')).toHaveFocus());
  },
};

/** The add page in Arabic: right to left, with the same fields. */
export const RightToLeft: Story = {
  globals: { language: 'ar' },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dir).toBe('rtl');
    await expect(editor(canvasElement).input('items.0.cost')).toBeVisible();
  },
};
