import { createHref, defineRoutes, routePaths } from '../shared/feature-route.ts';

/** The screens read the `users` texts, loaded with the first of them. */
const namespaces = ['users'] as const;

/**
 * The users, roles and permissions screens the app mounts (paths and abilities from the app's
 * route table). Each page is its own chunk, loaded when its route is first visited.
 */
export const usersRoutes = defineRoutes([
  {
    id: 'user.list',
    path: '/apps/user/list',
    action: 'read',
    subject: 'User',
    namespaces,
    load: async () => ({
      Component: (await import('./list/user-list-page.tsx')).UserListPage,
    }),
  },
  {
    id: 'permissions',
    path: '/apps/permissions',
    action: 'read',
    subject: 'Role',
    namespaces,
    load: async () => ({
      Component: (await import('./permissions/permission-list-page.tsx')).PermissionListPage,
    }),
  },
  {
    id: 'roles',
    path: '/apps/roles',
    action: 'read',
    subject: 'Role',
    namespaces,
    load: async () => ({
      Component: (await import('./roles/roles-page.tsx')).RolesPage,
    }),
  },
]);

/** Route id → path pattern of every users screen. */
export const usersPaths = routePaths(usersRoutes);

/** A link to a users screen: `href('permissions')`. */
export const href = createHref(usersPaths);
