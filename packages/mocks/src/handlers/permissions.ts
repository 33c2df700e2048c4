import { getConfig } from '../config.ts';
import { accessSeed } from '../db/parts/people.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  createPermission,
  deletePermission,
  listPermissions,
  updatePermission,
} from '../domains/permissions.ts';
import { createRole, deleteRole, listRoles, updateRole } from '../domains/roles.ts';
import { parseId } from '../lib/ids.ts';
import { api, collection, message } from './kit.ts';

const permissions = collection({
  path: api('/apps/permissions'),
  rows: () => getDb().permissions,
  id: parseId,
  list: listPermissions,
  create: (rows, body) => createPermission(rows, body, getConfig().clock()),
  update: updatePermission,
  remove: deletePermission,
  missing: () => message(404, 'Permission not found'),
});

/** Extension: the roles page (role cards and the permission matrix dialog). */
const roles = collection({
  path: api('/apps/roles'),
  rows: () => getDb().roles,
  id: parseId,
  list: listRoles,
  create: createRole,
  update: updateRole,
  remove: deleteRole,
  missing: () => message(404, 'Role not found'),
});

export const permissionsHandlers = withSeeds([accessSeed], [...permissions, ...roles]);
