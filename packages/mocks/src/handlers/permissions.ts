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

export const permissionsHandlers = withSeeds([accessSeed], [...permissions, removePermission]);
