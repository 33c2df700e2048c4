import type { RoleAccountsResponse } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listParams, type ListQuery } from '../../shared/index.ts';

export const roleAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Extension (packages/mocks/README.md, "Roles screen"): the accounts holding a role; `role`
     * (a role's name), q (name, email), sortBy, orderBy, page, itemsPerPage. Tagged with the
     * roles' list, so a renamed or deleted role refreshes it.
     */
    getRoleAccounts: build.query<RoleAccountsResponse, ListQuery>({
      query: (query) => ({ url: 'apps/roles/accounts', params: listParams(query) }),
      providesTags: [{ type: 'Role', id: 'LIST' }],
    }),
  }),
});

export const { useGetRoleAccountsQuery } = roleAccountsApi;
