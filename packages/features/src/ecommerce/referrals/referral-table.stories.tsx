import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { parseMoney } from '../../shared/index.ts';
import { listPageStories, patient } from '../../test/list-stories.ts';
import { withEcommerce } from '../../test/story-handlers.ts';
import { ReferralTable } from './referral-table.tsx';
import { LIST, longReferral, referralList, referralTable } from './test/referral-stories.ts';

const kit = listPageStories(ReferralTable, referralList);
const { states } = kit;

const meta = {
  title: 'Features/Ecommerce/Referrals/ReferralTable',
  ...kit.meta,
} satisfies Meta<typeof ReferralTable>;
export default meta;

type Story = StoryObj<typeof meta>;

const loadedTable = referralTable.loaded;

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
  parameters: kit.at('?page=5'),
  play: async ({ canvasElement }) => {
    const table = await loadedTable(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), patient);
  },
};

/** No referral yet: the empty state. */
export const Empty: Story = states.empty;

/** The call never answers: skeleton rows. */
export const Loading: Story = states.loading;

/** The call fails: the error row with Retry; the retry loads the referrals. */
export const ServerError: Story = kit.retry();

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
