import type { PermissionsResponse } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listParams, type ListQuery } from '../../shared/index.ts';

export const permissionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * packages/mocks/README.md: q (name, date, or the start of a role), sortBy `name`, orderBy,
     * page (from 1), itemsPerPage. Answers the page and `totalPermissions`, the filtered count.
     */
    getPermissions: build.query<PermissionsResponse, ListQuery>({
      query: (query) => ({ url: 'apps/permissions', params: listParams(query) }),
      providesTags: [{ type: 'Permission', id: 'LIST' }],
    }),
  }),
});

export const { useGetPermissionsQuery } = permissionsApi;
