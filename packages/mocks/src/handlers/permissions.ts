import { getConfig } from '../config.ts';
import { accessSeed } from '../db/parts/people.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  CORE_PERMISSION_DELETE,
  createPermission,
  deletePermission,
  listPermissions,
  updatePermission,
} from '../domains/permissions.ts';
import { createRole, deleteRole, listRoles, updateRole } from '../domains/roles.ts';
import { parseId } from '../lib/ids.ts';
import { api, collection, del, message, noContent } from './kit.ts';

const PERMISSION_NOT_FOUND = 'Permission not found';

const permissions = collection({
  path: api('/apps/permissions'),
  rows: () => getDb().permissions,
  id: parseId,
  list: listPermissions,
  create: (rows, body) => createPermission(rows, body, getConfig().clock()),
  update: updatePermission,
  missing: () => message(404, PERMISSION_NOT_FOUND),
});

/** README "Permissions (extension)": a core permission is refused with a 409 and a message. */
const removePermission = del(api('/apps/permissions/:id'), ({ params }) => {
  const outcome = deletePermission(getDb().permissions, parseId(params.id));
  if (outcome === 'core') return message(409, CORE_PERMISSION_DELETE);
  return outcome === 'deleted' ? noContent() : message(404, PERMISSION_NOT_FOUND);
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

export const permissionsHandlers = withSeeds(
  [accessSeed],
  [...permissions, removePermission, ...roles],
);
