import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';

import { ecommerceHandlers, getDb } from '@atrium/mocks';

import { CustomerListPage } from './customer-list-page.tsx';
import { href } from '../routes.ts';

const LIST = href('ecommerce.customerList');
const CUSTOMERS = '*/api/apps/ecommerce/customers';

const meta = {
  title: 'Features/Ecommerce/Customers/CustomerListPage',
  component: CustomerListPage,
  parameters: { layout: 'padded', router: { initialEntry: LIST, path: LIST } },
} satisfies Meta<typeof CustomerListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const rowNames = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr a')].map((a) => a.textContent);

/** Seeded customers; typing a country narrows the rows to customers living there. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: getDb().customers[0]?.customer });
    const search = canvasElement.querySelector<HTMLInputElement>('input[type="search"]');
    if (!search) throw new Error('No search box');
    await userEvent.click(search);
    await userEvent.keyboard('japan');
    const expected = getDb()
      .customers.filter((c) => c.country === 'Japan')
      .slice(0, 10)
      .map((c) => c.customer);
    await waitFor(() => expect(rowNames(canvasElement)).toEqual(expected), { timeout: 4000 });
  },
};

/** Ten pages; page 4 starts with the 31st customer. */
export const ManyPages: Story = {
  parameters: { router: { initialEntry: `${LIST}?page=4`, path: LIST } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: getDb().customers[30]?.customer }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        ecommerce: [
          http.get(CUSTOMERS, () => HttpResponse.json({ customers: [], total: 0 })),
          ...ecommerceHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('tbody tr a')).toBeNull());
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        ecommerce: [
          http.get(CUSTOMERS, async () => {
            await delay('infinite');
            return HttpResponse.json({ customers: [], total: 0 });
          }),
          ...ecommerceHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        ecommerce: [
          http.get(CUSTOMERS, () =>
            HttpResponse.json({ message: 'Server error' }, { status: 500 }),
          ),
          ...ecommerceHandlers,
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[role="alert"]')).not.toBeNull());
  },
};
