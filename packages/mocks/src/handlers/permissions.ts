import { getConfig } from '../config.ts';
import { getDb } from '../db/store.ts';
import {
  createPermission,
  deletePermission,
  listPermissions,
  updatePermission,
} from '../domains/permissions.ts';
import { createRole, deleteRole, listRoles, updateRole } from '../domains/roles.ts';
import { parseId } from '../lib/ids.ts';
import {
  answer,
  api,
  del,
  get,
  json,
  message,
  noContent,
  patch,
  post,
  put,
  readJson,
} from './kit.ts';

const permissions = [
  get(api('/apps/permissions'), ({ url }) =>
    json(listPermissions(getDb().permissions, url.searchParams)),
  ),
  post(api('/apps/permissions'), async ({ request }) =>
    answer(
      createPermission(getDb().permissions, await readJson(request), getConfig().clock()),
      201,
    ),
  ),
  put(api('/apps/permissions/:id'), async ({ request, params }) =>
    answer(updatePermission(getDb().permissions, parseId(params.id), await readJson(request))),
  ),
  patch(api('/apps/permissions/:id'), async ({ request, params }) =>
    answer(updatePermission(getDb().permissions, parseId(params.id), await readJson(request))),
  ),
  del(api('/apps/permissions/:id'), ({ params }) =>
    deletePermission(getDb().permissions, parseId(params.id))
      ? noContent()
      : message(404, 'Permission not found'),
  ),
];

/** Extension: the roles page (role cards and the permission matrix dialog). */
const roles = [
  get(api('/apps/roles'), ({ url }) => json(listRoles(getDb().roles, url.searchParams))),
  post(api('/apps/roles'), async ({ request }) =>
    answer(createRole(getDb().roles, await readJson(request)), 201),
  ),
  put(api('/apps/roles/:id'), async ({ request, params }) =>
    answer(updateRole(getDb().roles, parseId(params.id), await readJson(request))),
  ),
  patch(api('/apps/roles/:id'), async ({ request, params }) =>
    answer(updateRole(getDb().roles, parseId(params.id), await readJson(request))),
  ),
  del(api('/apps/roles/:id'), ({ params }) =>
    deleteRole(getDb().roles, parseId(params.id)) ? noContent() : message(404, 'Role not found'),
  ),
];

export const permissionsHandlers = [...permissions, ...roles];
