import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';

import { listPageStories } from '../../test/list-stories.ts';
import { ReferralTable } from './referral-table.tsx';
import { referralList, sharedReferralStories, sortsLowestFirst } from './test/referral-stories.ts';

const kit = listPageStories(ReferralTable, referralList);

const meta = {
  title: 'Features/Ecommerce/Referrals/ReferralTable',
  ...kit.meta,
} satisfies Meta<typeof ReferralTable>;
export default meta;

type Story = StoryObj<typeof meta>;

const shared = sharedReferralStories(kit.at('?page=5'));

/** The seeded referrals; a click on the Value header sorts by value, lowest first. */
export const Default: Story = {
  play: sortsLowestFirst(3, 'value', (button) => userEvent.click(button)),
};

/** The last page holds the last five of 45 referrals. */
export const LastPage: Story = shared.lastPage;

/** No referral yet: the empty state. */
export const Empty: Story = kit.states.empty;

/** The call never answers: skeleton rows. */
export const Loading: Story = kit.states.loading;

/** The call fails: the error row with Retry; the retry loads the referrals. */
export const ServerError: Story = kit.retry();

/** Long names and large amounts. */
export const LongValues: Story = shared.longValues;
