import { listRequest, sortByParam, type QueryInput } from '../../lib/query.ts';
import { memoizeText } from '../../lib/memo.ts';
import { moneyToNumber } from '../../lib/text.ts';
import type { Referral, ReferralsResponse } from '../../types/ecommerce.ts';

const amount = memoizeText(moneyToNumber);

const SORT_KEYS = {
  users: (r: Referral) => r.user,
  'referred-id': (r: Referral) => r.referredId,
  earning: (r: Referral) => amount(r.earning),
  value: (r: Referral) => amount(r.value),
  status: (r: Referral) => r.status,
};

/** GET /api/apps/ecommerce/referrals: no search (README "Calls"), sort and paging only. */
export function listReferrals(
  referrals: readonly Referral[],
  query: QueryInput,
): ReferralsResponse {
  const { params, page } = listRequest(query);
  const sorted = sortByParam([...referrals], params, SORT_KEYS);
  return { referrals: page(sorted), total: sorted.length };
}
