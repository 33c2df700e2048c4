import { dateTimeText } from '../lib/dates.ts';
import { nextId } from '../lib/ids.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { listRequest, sortByParam, type QueryInput } from '../lib/query.ts';
import { containsCi } from '../lib/text.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type { Permission, PermissionsResponse, RoleName } from '../types/permissions.ts';
import { readOutcome, removeById, updateById } from '../lib/records.ts';

export const ROLE_NAMES: readonly RoleName[] = [
  'administrator',
  'manager',
  'users',
  'support',
  'restricted-user',
];

const SORT_KEYS = { name: (p: Permission) => p.name };

/** GET /api/apps/permissions: q on name or created date, or a prefix of an assigned role. */
export function listPermissions(
  permissions: readonly Permission[],
  query: QueryInput,
): PermissionsResponse {
  const { params, q, page } = listRequest(query);
  const filtered = permissions.filter(
    (p) =>
      containsCi(p.name, q) ||
      containsCi(p.createdDate, q) ||
      p.assignedTo.some((role) => role.toLowerCase().startsWith(q)),
  );
  const sorted = sortByParam(filtered, params, SORT_KEYS);
  return { permissions: page(sorted), totalPermissions: sorted.length };
}

const isRoleName = (v: unknown): v is RoleName =>
  typeof v === 'string' && ROLE_NAMES.includes(v as RoleName);

function readPermission(
  permissions: readonly Permission[],
  body: unknown,
  partial: boolean,
  selfId?: number,
) {
  const reader = new BodyReader(body, partial);
  const name = reader.string('name', { max: 80 });
  const assignedTo = reader.list('assignedTo', isRoleName, {
    required: false,
    what: ROLE_NAMES.join(', '),
  });
  const core = reader.boolean('core', { required: false });
  if (
    name !== undefined &&
    permissions.some((p) => p.id !== selfId && p.name.toLowerCase() === name.toLowerCase())
  ) {
    reader.fail('name', 'A permission with this name already exists.');
  }
  return {
    reader,
    fields: defined({ name, assignedTo: assignedTo && [...new Set(assignedTo)], core }),
  };
}

/** Extension: POST /api/apps/permissions; names are unique, createdDate is now. */
export function createPermission(
  permissions: Permission[],
  body: unknown,
  now: Date,
): Outcome<Permission> {
  const { reader, fields } = readPermission(permissions, body, false);
  if (!reader.ok) return invalid(reader.errors);
  const permission: Permission = {
    id: nextId(permissions),
    name: fields.name ?? '',
    assignedTo: fields.assignedTo ?? [],
    createdDate: dateTimeText(now),
    ...(fields.core !== undefined && { core: fields.core }),
  };
  permissions.push(permission);
  return success(permission);
}

export function updatePermission(
  permissions: Permission[],
  id: number | null,
  body: unknown,
): Outcome<Permission> {
  return updateById(permissions, id, 'Permission not found', (permission) =>
    readOutcome(readPermission(permissions, body, true, permission.id)),
  );
}

/** README "Permissions (extension)": the 409 answer to deleting a core permission. */
export const CORE_PERMISSION_DELETE = 'A core permission cannot be deleted.';

/**
 * Extension: DELETE /api/apps/permissions/{id}. `core` when the permission is core (kept: the
 * flag must be cleared first), `missing` for an unknown id.
 */
export function deletePermission(
  permissions: Permission[],
  id: number | null,
): 'deleted' | 'missing' | 'core' {
  if (permissions.find((p) => p.id === id)?.core) return 'core';
  return removeById(permissions, id) ? 'deleted' : 'missing';
}
