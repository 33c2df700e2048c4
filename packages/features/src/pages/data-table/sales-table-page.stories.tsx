import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';

import { getDb, pagesHandlers } from '@atrium/mocks';

import { listChecks, listPageStories, patient } from '../../test/list-stories.ts';
import { href } from '../routes.ts';
import { SCROLL_ALL, SalesTablePage } from './sales-table-page.tsx';
import { saleId } from './sales-rows.ts';

const endpoint = '*/api/pages/datatable';
const kit = listPageStories(SalesTablePage, {
  path: href('dataTable'),
  domain: 'pages',
  handlers: pagesHandlers,
  endpoint,
  emptyBody: {},
});

const meta = {
  title: 'Features/Pages/DataTable/SalesTablePage',
  ...kit.meta,
} satisfies Meta<typeof SalesTablePage>;
export default meta;

type Story = StoryObj<typeof meta>;

const rowsShown = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('tbody tr:not([aria-hidden])').length;

/** The first page of the seeded sales. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(getDb().salesRows[0]?.product.name ?? '', {}, patient);
  },
};

/** A row opened on its product and payment details. */
export const RowDetails: Story = {
  play: async ({ canvas }) => {
    const first = getDb().salesRows[0];
    if (!first) throw new Error('No seeded sale');
    await userEvent.click(await canvas.findByTestId(`sale-expand-${saleId(first)}`, {}, patient));
    await expect(await canvas.findByTestId(`sale-details-${saleId(first)}`)).toBeVisible();
  },
};

/** Unpaid sales only, the largest first (the view from the URL). */
export const Filtered: Story = {
  parameters: kit.at('?payment=Unpaid&sortBy=total&orderBy=desc'),
  play: async ({ canvasElement }) => {
    const unpaid = getDb().salesRows.filter((r) => r.payment.receivedPaymentStatus === 'Unpaid');
    await waitFor(
      () => expect(rowsShown(canvasElement)).toBe(Math.min(unpaid.length, 10)),
      patient,
    );
  },
};

/** Every sale in one scrolling, virtualized table. */
export const EveryRow: Story = {
  parameters: kit.at(`?itemsPerPage=${SCROLL_ALL}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('sales-scroll-all', {}, patient)).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount'),
      patient,
    );
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: { pages: [http.get(endpoint, () => HttpResponse.json([])), ...pagesHandlers] },
    },
  },
  play: listChecks.noRows,
};
export const Loading: Story = kit.states.loading;
export const ServerError: Story = kit.states.serverError;
