import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createSeed, fixedNow, invoiceHandlers } from '@atrium/mocks';
import type { Invoice, InvoiceDetailsResponse, InvoiceLineItem } from '@atrium/mocks/types';

import { inputNamed } from '../../../test/form-stories.ts';
import { patient } from '../../../test/story-handlers.ts';

export const INVOICE_ITEM = '*/api/apps/invoice/:id';

/** Story parameters that replace some invoice calls and keep the rest of that domain. */
export const withInvoice = (...overrides: HttpHandler[]) => ({
  msw: { handlers: { invoice: [...overrides, ...invoiceHandlers] } },
});

const seeded = createSeed({ now: fixedNow }).invoices[0];
if (!seeded) throw new Error('The seed has no invoice');
/** The first seeded invoice, as the edit stories open it. */
export const seededInvoice: Invoice = seeded;

const SERVICES = ['Design review', 'Storefront build', 'Support hours', 'Hosting', 'Photography'];

/** `count` lines with a discount or taxes on some, the same on every run. */
export function sampleLines(count: number): InvoiceLineItem[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `${SERVICES[i % SERVICES.length] ?? ''} ${i + 1}`,
    description: `Work package ${i + 1}`,
    cost: 25 + ((i * 37) % 400) + (i % 4) * 0.25,
    qty: 1 + (i % 5),
    discount: i % 3 === 0 ? 10 : 0,
    tax1: i % 2 === 0 ? 20 : 0,
    tax2: i % 7 === 0 ? 5 : 0,
  }));
}

/** Story parameters whose invoice call answers `invoice` (with the merchant account). */
export const answeringInvoice = (invoice: Invoice) =>
  withInvoice(
    // `/clients` fits the pattern too: left to the domain's own handler (MSW tries the next).
    http.get(INVOICE_ITEM, ({ params }) =>
      params.id === 'clients'
        ? undefined
        : HttpResponse.json<InvoiceDetailsResponse>({
            invoice,
            paymentDetails: {
              totalDue: `$${invoice.balance.toFixed(2)}`,
              bankName: 'Harbor Commercial Bank',
              country: 'United States',
              iban: 'US19 HCB0 0000 0000 4471 2290',
              swiftCode: 'HCBKUS33',
            },
          }),
    ),
  );

/**
 * An amount as the story's language writes it (the visual run renders Arabic too), its spaces
 * plain, as `toHaveTextContent` compares.
 */
export const moneyText = (amount: number) =>
  new Intl.NumberFormat(document.documentElement.lang || 'en', {
    style: 'currency',
    currency: 'USD',
  })
    .format(amount)
    .replace(/\s+/g, ' ');

/** The editor's parts, found the same way in every language (names, test ids). */
export function editor(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    input: (name: string) => inputNamed(canvasElement, name),
    saveDraft: () => canvas.getByTestId('invoice-save-draft'),
    saveSend: () => canvas.getByTestId('invoice-save-send'),
    addLine: () => canvas.getByTestId('invoice-add-line'),
    total: () => canvas.getByTestId('invoice-total'),
    line: (index: number) => canvas.getByTestId(`invoice-line-${index}`),
  };
}

/** Waits until the total shows `amount`. */
export const totalIs = async (canvasElement: HTMLElement, amount: number) =>
  waitFor(
    () => expect(editor(canvasElement).total()).toHaveTextContent(moneyText(amount)),
    patient,
  );

/** Types a line's cost and quantity (replacing what is there). */
export async function typeLine(
  canvasElement: HTMLElement,
  index: number,
  cost: string,
  qty: string,
) {
  const { input } = editor(canvasElement);
  await userEvent.clear(input(`items.${index}.cost`));
  await userEvent.type(input(`items.${index}.cost`), cost);
  await userEvent.clear(input(`items.${index}.qty`));
  await userEvent.type(input(`items.${index}.qty`), qty);
}
