import type { Role, RoleInput, RolesResponse } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { crudEndpoints } from '../../api/crud-endpoints.ts';

export const rolesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = crudEndpoints<RolesResponse, Role, Partial<RoleInput>>(build, {
      path: 'apps/roles',
      tag: 'Role',
      rowsOf: (data) => data.roles,
    });
    return {
      /** Extension: every role with its user count, avatars and permission matrix. */
      getRoles: crud.list,
      /** Extension: 201 with the role (the matrix completed over every subject); 400 `{ errors }`. */
      createRole: crud.create,
      /** Extension: merges name and matrix; 400 `{ errors }` (a taken name), 404 `Role not found`. */
      updateRole: crud.update,
      /** Extension: 204; 404 `Role not found`. */
      deleteRole: crud.remove,
    };
  },
});

export const {
  useGetRolesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
} = rolesApi;
