import { ROLE_SUBJECTS } from '../db/seed/permissions.ts';
import { nextId } from '../lib/ids.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { listRequest, readString, sortByParam, type QueryInput } from '../lib/query.ts';
import { containsCi, isRecord } from '../lib/text.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type { LoginUser } from '../types/auth.ts';
import type {
  Role,
  RoleAccount,
  RoleAccountsResponse,
  RolePermission,
  RolesResponse,
  StoredRole,
} from '../types/permissions.ts';
import { readOutcome, removeById, updateById } from '../lib/records.ts';

export { ROLE_SUBJECTS };

/**
 * A role as the calls answer it: its user count and avatars are the login users holding it
 * (`roleId`) at this moment, so the cards agree with the accounts table.
 */
export function withHolders(role: StoredRole, users: readonly LoginUser[]): Role {
  const holders = users.filter((u) => u.roleId === role.id);
  return {
    id: role.id,
    name: role.name,
    totalUsers: holders.length,
    avatars: holders.map((u) => u.avatar),
    permissions: role.permissions,
  };
}

const SORT_KEYS = { name: (r: Role) => r.name, totalUsers: (r: Role) => r.totalUsers };

/** Extension: GET /api/apps/roles with optional q, sort and paging (all roles fit one page). */
export function listRoles(
  roles: readonly StoredRole[],
  users: readonly LoginUser[],
  query: QueryInput,
): RolesResponse {
  const { params, q, page } = listRequest(query);
  const sorted = sortByParam(
    roles.filter((r) => containsCi(r.name, q)).map((r) => withHolders(r, users)),
    params,
    SORT_KEYS,
  );
  return { roles: page(sorted), total: sorted.length };
}

const ACCOUNT_SORT_KEYS = {
  fullName: (a: RoleAccount) => a.fullName,
  email: (a: RoleAccount) => a.email,
  role: (a: RoleAccount) => a.role,
  status: (a: RoleAccount) => a.status,
};

/**
 * Extension: GET /api/apps/roles/accounts. The login users holding a role that exists, without
 * their passwords or rules: `role` (a role's name, any case) and `q` (name or email) narrow them;
 * unsorted they come by role, then by name; paged like every list.
 */
export function listRoleAccounts(
  users: readonly LoginUser[],
  roles: readonly StoredRole[],
  query: QueryInput,
): RoleAccountsResponse {
  const { params, q, page } = listRequest(query);
  const roleName = readString(params, 'role').toLowerCase();
  const rolePosition = new Map(roles.map((r, index) => [r.id, index]));
  const accounts = users
    .flatMap((user): RoleAccount[] => {
      const role = roles.find((r) => r.id === user.roleId);
      if (!role) return [];
      const { id, fullName, email, avatar } = user;
      return [
        {
          id,
          fullName,
          email,
          avatar,
          roleId: role.id,
          role: role.name,
          status: user.status ?? 'Active',
        },
      ];
    })
    .filter(
      (a) =>
        (roleName === '' || a.role.toLowerCase() === roleName) &&
        (containsCi(a.fullName, q) || containsCi(a.email, q)),
    )
    .sort(
      (a, b) =>
        (rolePosition.get(a.roleId) ?? 0) - (rolePosition.get(b.roleId) ?? 0) ||
        a.fullName.localeCompare(b.fullName, 'en'),
    );
  const sorted = sortByParam(accounts, params, ACCOUNT_SORT_KEYS);
  return { accounts: page(sorted), total: sorted.length };
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

function readRole(roles: readonly StoredRole[], body: unknown, partial: boolean, selfId?: number) {
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

export function createRole(roles: StoredRole[], body: unknown): Outcome<StoredRole> {
  const { reader, fields } = readRole(roles, body, false);
  if (!reader.ok) return invalid(reader.errors);
  const role: StoredRole = {
    id: nextId(roles),
    name: fields.name ?? '',
    permissions: fields.permissions ?? completeMatrix([]),
  };
  roles.push(role);
  return success(role);
}

export function updateRole(
  roles: StoredRole[],
  id: number | null,
  body: unknown,
): Outcome<StoredRole> {
  return updateById(roles, id, 'Role not found', (role) =>
    readOutcome(readRole(roles, body, true, role.id)),
  );
}

export function deleteRole(roles: StoredRole[], id: number | null): boolean {
  return removeById(roles, id);
}
