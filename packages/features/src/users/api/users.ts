import type { User, UserDetails, UsersResponse } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { crudEndpoints } from '../../api/crud-endpoints.ts';

/** The fields a save sends (the fake API validates them: packages/mocks/README.md). */
export type UserBody = Partial<Omit<UserDetails, 'id'>>;

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = crudEndpoints<UsersResponse, User, UserBody, UserDetails>(build, {
      path: 'apps/users',
      tag: 'User',
      rowsOf: (data) => data.users,
    });
    return {
      /**
       * q (name, email), role, plan, status, sortBy (user, email, role, plan, status), orderBy,
       * page, itemsPerPage; a page past the last answers page 1.
       */
      getUsers: crud.list,
      /** The user with taskDone, projectDone, taxId and language; 404 `User not found`. */
      getUser: crud.get,
      /** 201 with the stored user (id = list length + 1); 400 `{ errors }` per field. */
      createUser: crud.create,
      /** Merges the fields given; 400 `{ errors }`, 404 `User not found`. */
      updateUser: crud.update,
      /** 204; 404 `User not found`. */
      deleteUser: crud.remove,
    };
  },
});

export const {
  useGetUsersQuery,
  useGetUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
} = usersApi;
