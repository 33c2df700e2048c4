import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { listChecks } from '../../test/list-stories.ts';
import { CustomerListPage } from './customer-list-page.tsx';
import { ecommerceListStories } from '../test/list-stories.ts';
import { href } from '../routes.ts';

const kit = ecommerceListStories(CustomerListPage, {
  path: href('ecommerce.customerList'),
  endpoint: '*/api/apps/ecommerce/customers',
  emptyBody: { customers: [], total: 0 },
});

const meta = {
  title: 'Features/Ecommerce/Customers/CustomerListPage',
  ...kit.meta,
} satisfies Meta<typeof CustomerListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const rowNames = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr a')].map((a) => a.textContent);

/** Seeded customers; typing a country narrows the rows to customers living there. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: getDb().customers[0]?.customer });
    await userEvent.click(listChecks.searchBox(canvasElement));
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
  parameters: kit.at('?page=4'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: getDb().customers[30]?.customer }),
    ).toBeVisible();
  },
};

export const Empty: Story = kit.states.empty;
export const Loading: Story = kit.states.loading;
export const ServerError: Story = kit.states.serverError;
