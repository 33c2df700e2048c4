import { getConfig } from '../config.ts';
import { accessSeed } from '../db/parts/people.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  createPermission,
  deletePermission,
  listPermissions,
  updatePermission,
} from '../domains/permissions.ts';
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

export const permissionsHandlers = withSeeds([accessSeed], permissions);
