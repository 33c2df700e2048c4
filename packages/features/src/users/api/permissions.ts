import type { Permission, PermissionInput, PermissionsResponse } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { crudEndpoints } from '../../api/crud-endpoints.ts';

export const permissionsApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = crudEndpoints<PermissionsResponse, Permission, Partial<PermissionInput>>(build, {
      path: 'apps/permissions',
      tag: 'Permission',
      rowsOf: (data) => data.permissions,
    });
    return {
      /**
       * packages/mocks/README.md: q (name, date, or the start of a role), sortBy `name`, orderBy,
       * page (from 1), itemsPerPage. Answers the page and `totalPermissions`, the filtered count.
       */
      getPermissions: crud.list,
      /** Extension: 201 with the permission (createdDate now); 400 `{ errors }` (a taken name). */
      createPermission: crud.create,
      /** Extension: name, assignedTo, core; 400 `{ errors }`, 404 `Permission not found`. */
      updatePermission: crud.update,
      /** Extension: 204; 409 `{ message }` for a core permission, 404 `Permission not found`. */
      deletePermission: crud.remove,
    };
  },
});

export const {
  useGetPermissionsQuery,
  useCreatePermissionMutation,
  useUpdatePermissionMutation,
  useDeletePermissionMutation,
} = permissionsApi;
