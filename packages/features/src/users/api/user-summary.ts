import type { UsersSummary } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { summaryEndpoint } from '../../api/crud-endpoints.ts';

export const userSummaryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Extension: the user list's four cards (packages/mocks/README.md, Users list summary). Cached
     * under the users' `LIST` tag, so a create, an edit or a delete refreshes it with the lists.
     */
    getUsersSummary: summaryEndpoint<UsersSummary>(build, 'apps/users', {
      type: 'User',
      id: 'LIST',
    }),
  }),
});

export const { useGetUsersSummaryQuery } = userSummaryApi;
