import { accountsSeed } from '../db/parts/accounts.ts';
import { accessSeed } from '../db/parts/people.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  createRole,
  deleteRole,
  listRoleAccounts,
  listRoles,
  updateRole,
  withHolders,
} from '../domains/roles.ts';
import { parseId } from '../lib/ids.ts';
import type { Outcome } from '../lib/outcome.ts';
import type { Role, StoredRole } from '../types/permissions.ts';
import { api, collection, get, json, message } from './kit.ts';

/** A stored role's outcome as answered: with the accounts holding it. */
const answered = (outcome: Outcome<StoredRole>): Outcome<Role> =>
  outcome.ok ? { ok: true, value: withHolders(outcome.value, getDb().loginUsers) } : outcome;

/**
 * Extension (packages/mocks/README.md, "Roles screen"): the role cards, the matrix dialog's saves,
 * and the accounts holding each role.
 */
export const rolesHandlers = withSeeds(
  [accessSeed, accountsSeed],
  [
    get(api('/apps/roles/accounts'), ({ url }) =>
      json(listRoleAccounts(getDb().loginUsers, getDb().roles, url.searchParams)),
    ),
    ...collection({
      path: api('/apps/roles'),
      rows: () => getDb().roles,
      id: parseId,
      list: (roles, query) => listRoles(roles, getDb().loginUsers, query),
      create: (roles, body) => answered(createRole(roles, body)),
      update: (roles, id, body) => answered(updateRole(roles, id, body)),
      remove: deleteRole,
      missing: () => message(404, 'Role not found'),
    }),
  ],
);
