import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';
import type { Referral } from '@atrium/mocks/types';

import { parseMoney } from '../../shared/index.ts';
import { ReferralTable } from './referral-table.tsx';
import { withEcommerce } from '../../test/story-handlers.ts';
import { href } from '../routes.ts';

const PATH = href('ecommerce.referrals');
const LIST = '*/api/apps/ecommerce/referrals';

/** The machine running the checks is shared and slow: wait longer than waitFor's 1 s. */
const patient = { timeout: 10_000 };

const meta = {
  title: 'Features/Ecommerce/Referrals/ReferralTable',
  component: ReferralTable,
  parameters: { layout: 'padded', router: { initialEntry: PATH, path: PATH } },
} satisfies Meta<typeof ReferralTable>;
export default meta;

type Story = StoryObj<typeof meta>;

async function loadedTable(canvasElement: HTMLElement) {
  const root = await within(canvasElement).findByTestId('referrals-table', {}, patient);
  const table = within(root).getByRole('table');
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), patient);
  return table;
}

/** The seeded referrals; a click on the Value header sorts by value, lowest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    // Columns: user, referred id, status, value, earnings.
    const value = within(table).getAllByRole('columnheader')[3] as HTMLElement;
    await userEvent.click(within(value).getByRole('button'));
    const lowest = [...getDb().referrals].sort(
      (a, b) => parseMoney(a.value) - parseMoney(b.value),
    )[0];
    await waitFor(
      () => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(lowest?.user ?? ''),
      patient,
    );
  },
};

/** The last page holds the last five of 45 referrals. */
export const LastPage: Story = {
  parameters: { router: { initialEntry: `${PATH}?page=5`, path: PATH } },
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), patient);
  },
};

/** No referral yet: the empty state. */
export const Empty: Story = {
  parameters: withEcommerce(http.get(LIST, () => HttpResponse.json({ referrals: [], total: 0 }))),
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

/** The call never answers: skeleton rows. */
export const Loading: Story = {
  parameters: withEcommerce(
    http.get(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const root = await within(canvasElement).findByTestId('referrals-table', {}, patient);
    await expect(within(root).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

// Fails until the play function lets the retry through.
let fails = true;

/** The call fails: the error row with Retry; the retry loads the referrals. */
export const ServerError: Story = {
  parameters: withEcommerce(
    http.get(LIST, () =>
      fails ? HttpResponse.json({ message: 'Server error' }, { status: 500 }) : undefined,
    ),
  ),
  beforeEach: () => {
    fails = true;
  },
  play: async ({ canvasElement }) => {
    const root = await within(canvasElement).findByTestId('referrals-table', {}, patient);
    const alert = await within(root).findByRole('alert', {}, patient);
    fails = false;
    await userEvent.click(within(alert).getByRole('button'));
    await waitFor(
      () => expect(within(root).getAllByRole('row').length).toBeGreaterThan(2),
      patient,
    );
  },
};

const longReferral: Referral = {
  id: 9001,
  user: 'Maximiliana Bartholomew-Featherstonehaugh',
  email: 'maximiliana.bartholomew-featherstonehaugh@example-company-domain.com',
  avatar: '',
  referredId: 99999,
  status: 'Rejected',
  value: '$1,234,567.89',
  earning: '$98,765.43',
};

/** Long names and large amounts. */
export const LongValues: Story = {
  parameters: withEcommerce(
    http.get(LIST, () => HttpResponse.json({ referrals: [longReferral], total: 1 })),
  ),
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await expect(within(table).getByText(longReferral.user)).toBeVisible();
  },
};
