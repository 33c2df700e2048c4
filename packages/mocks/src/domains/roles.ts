import { ROLE_SUBJECTS } from '../db/seed/permissions.ts';
import { nextId } from '../lib/ids.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { listRequest, sortByParam, type QueryInput } from '../lib/query.ts';
import { containsCi, isRecord } from '../lib/text.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type { Role, RolePermission, RolesResponse } from '../types/permissions.ts';
import { readOutcome, removeById, updateById } from '../lib/records.ts';

export { ROLE_SUBJECTS };

const SORT_KEYS = { name: (r: Role) => r.name, totalUsers: (r: Role) => r.totalUsers };

/** Extension: GET /api/apps/roles with optional q, sort and paging (all roles fit one page). */
export function listRoles(roles: readonly Role[], query: QueryInput): RolesResponse {
  const { params, q, page } = listRequest(query);
  const sorted = sortByParam(
    roles.filter((r) => containsCi(r.name, q)),
    params,
    SORT_KEYS,
  );
  return { roles: page(sorted), total: sorted.length };
}

function isRolePermission(v: unknown): v is RolePermission {
  return (
    isRecord(v) &&
    typeof v.subject === 'string' &&
    v.subject.trim() !== '' &&
    typeof v.read === 'boolean' &&
    typeof v.write === 'boolean' &&
    typeof v.create === 'boolean'
  );
}

/**
 * A full matrix: every known subject appears once, in the dialog's order; subjects the body
 * omits are all false. Unknown subjects are kept after the known ones.
 */
function completeMatrix(rows: readonly RolePermission[]): RolePermission[] {
  const bySubject = new Map(rows.map((r) => [r.subject, r]));
  const known: RolePermission[] = ROLE_SUBJECTS.map((subject) => {
    const row = bySubject.get(subject);
    return {
      subject,
      read: row?.read ?? false,
      write: row?.write ?? false,
      create: row?.create ?? false,
    };
  });
  const extra = rows
    .filter((r) => !(ROLE_SUBJECTS as readonly string[]).includes(r.subject))
    .map((r) => ({ ...r }));
  return [...known, ...extra];
}

function readRole(roles: readonly Role[], body: unknown, partial: boolean, selfId?: number) {
  const reader = new BodyReader(body, partial);
  const name = reader.string('name', { max: 60 });
  const permissions = reader.list('permissions', isRolePermission, {
    required: false,
    what: 'rows with subject, read, write and create',
  });
  if (
    name !== undefined &&
    roles.some((r) => r.id !== selfId && r.name.toLowerCase() === name.toLowerCase())
  ) {
    reader.fail('name', 'A role with this name already exists.');
  }
  return {
    reader,
    fields: defined({ name, permissions: permissions && completeMatrix(permissions) }),
  };
}

export function createRole(roles: Role[], body: unknown): Outcome<Role> {
  const { reader, fields } = readRole(roles, body, false);
  if (!reader.ok) return invalid(reader.errors);
  const role: Role = {
    id: nextId(roles),
    name: fields.name ?? '',
    totalUsers: 0,
    avatars: [],
    permissions: fields.permissions ?? completeMatrix([]),
  };
  roles.push(role);
  return success(role);
}

export function updateRole(roles: Role[], id: number | null, body: unknown): Outcome<Role> {
  return updateById(roles, id, 'Role not found', (role) =>
    readOutcome(readRole(roles, body, true, role.id)),
  );
}

export function deleteRole(roles: Role[], id: number | null): boolean {
  return removeById(roles, id);
}
