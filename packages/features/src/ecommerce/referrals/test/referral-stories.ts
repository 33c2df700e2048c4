import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';
import type { Referral } from '@atrium/mocks/types';

import { parseMoney } from '../../../shared/index.ts';
import { patient } from '../../../test/list-stories.ts';
import { withEcommerce } from '../../../test/story-handlers.ts';
import { href } from '../../routes.ts';
import { ecommerceCollection } from '../../test/list-stories.ts';

export const PATH = href('ecommerce.referrals');

/** The referrals list for the story kit (the page adds its summary alongside) and its checks. */
export const {
  endpoint: LIST,
  summary: SUMMARY,
  list: referralList,
  table: referralTable,
} = ecommerceCollection('referrals', PATH);

export const longReferral: Referral = {
  id: 9001,
  user: 'Maximiliana Bartholomew-Featherstonehaugh',
  email: 'maximiliana.bartholomew-featherstonehaugh@example-company-domain.com',
  avatar: '',
  referredId: 99999,
  status: 'Rejected',
  value: '$1,234,567.89',
  earning: '$98,765.43',
};

interface CanvasContext {
  canvasElement: HTMLElement;
}

/**
 * Play: once the table has loaded, `activate` presses the sort button of header `column`; the
 * referral with the lowest `key` then comes first.
 */
export const sortsLowestFirst =
  (column: number, key: 'value' | 'earning', activate: (button: HTMLElement) => Promise<void>) =>
  async ({ canvasElement }: CanvasContext) => {
    const table = await referralTable.loaded(canvasElement);
    // Columns: user, referred id, status, value, earnings.
    const header = within(table).getAllByRole('columnheader')[column] as HTMLElement;
    await activate(within(header).getByRole('button'));
    const lowest = [...getDb().referrals].sort(
      (a, b) => parseMoney(a[key]) - parseMoney(b[key]),
    )[0];
    await waitFor(
      () => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(lowest?.user ?? ''),
      patient,
    );
  };

/**
 * The stories the table and its page share: `lastPage` (the last five of 45 referrals, at the
 * router parameters `lastPageAt` gives) and `longValues` (long names and large amounts).
 */
export const sharedReferralStories = (lastPageAt: object) => ({
  lastPage: {
    parameters: lastPageAt,
    play: async ({ canvasElement }: CanvasContext) => {
      const table = await referralTable.loaded(canvasElement);
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6), patient);
    },
  },
  longValues: {
    parameters: withEcommerce(
      http.get(LIST, () => HttpResponse.json({ referrals: [longReferral], total: 1 })),
    ),
    play: async ({ canvasElement }: CanvasContext) => {
      const table = await referralTable.loaded(canvasElement);
      await expect(within(table).getByText(longReferral.user)).toBeVisible();
    },
  },
});
