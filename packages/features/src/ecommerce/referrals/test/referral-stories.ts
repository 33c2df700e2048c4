import { ecommerceHandlers } from '@atrium/mocks';
import type { Referral } from '@atrium/mocks/types';

import { tableChecks, type ListPageStoryOptions } from '../../../test/list-stories.ts';
import { href } from '../../routes.ts';

export const PATH = href('ecommerce.referrals');
export const LIST = '*/api/apps/ecommerce/referrals';
export const SUMMARY = '*/api/apps/ecommerce/referrals/summary';

/** The referrals list for the story kit; the page adds its summary alongside. */
export const referralList: ListPageStoryOptions = {
  path: PATH,
  tableId: 'referrals-table',
  domain: 'ecommerce',
  handlers: ecommerceHandlers,
  endpoint: LIST,
  emptyBody: { referrals: [], total: 0 },
};

export const referralTable = tableChecks('referrals-table');

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
