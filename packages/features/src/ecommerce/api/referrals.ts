import type { ReferralInvite, ReferralsResponse, ReferralSummary } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listEndpoint, summaryEndpoint } from '../../api/crud-endpoints.ts';

const PATH = 'apps/ecommerce/referrals';

export const referralsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** No search; sortBy users, referred-id, earning, value, status; paging. */
    getReferrals: listEndpoint(build, {
      path: PATH,
      tag: 'Referral',
      rowsOf: (data: ReferralsResponse) => data.referrals,
    }),
    /** Extension: the stat cards and the share link, computed from the stored referrals. */
    getReferralSummary: summaryEndpoint<ReferralSummary>(build, PATH, {
      type: 'Referral',
      id: 'SUMMARY',
    }),
    /** Extension: 202 `{ email, sentAt }`, 400 `{ errors: { email } }`. Nothing is stored. */
    inviteReferral: build.mutation<ReferralInvite, { email: string }>({
      query: (body) => ({ url: `${PATH}/invite`, method: 'POST', body }),
    }),
  }),
});

export const { useGetReferralsQuery, useGetReferralSummaryQuery, useInviteReferralMutation } =
  referralsApi;
