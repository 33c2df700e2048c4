import { countPlusOne } from '../lib/ids.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { fieldSortKeys } from '../lib/fields.ts';
import {
  paginate,
  readPaging,
  readQuery,
  readString,
  runList,
  toParams,
  type QueryInput,
} from '../lib/query.ts';
import { createSearch } from '../lib/search-text.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type { User, UserDetails, UsersResponse, UsersSummary } from '../types/users.ts';
import { readOutcome, removeById, updateById } from '../lib/records.ts';
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '../values/users.ts';

// The value sets live in values/ (features import them); the fake API's modules read them here.
export { USER_PLANS, USER_ROLES, USER_STATUSES };
export const USER_NOT_FOUND = 'User not found';

const matchesText = createSearch<User>('fullName', 'email');

const SORT_KEYS = {
  ...fieldSortKeys<User>('email', 'role', 'status'),
  user: (u: User) => u.fullName,
  plan: (u: User) => u.currentPlan,
};

/** The list row: a user without the detail extras. */
export function toListUser({
  taskDone: _t,
  projectDone: _p,
  taxId: _x,
  language: _l,
  address: _a,
  cardLast4: _c,
  ...user
}: UserDetails): User {
  return user;
}

/**
 * GET /api/apps/users: q on name or email; role, plan and status match whole values,
 * case-insensitively (the list shows 'Active', forms may send 'active'). A page beyond the last
 * is reset to 1 and that page is served.
 */
export function listUsers(users: readonly UserDetails[], query: QueryInput): UsersResponse {
  const params = toParams(query);
  const q = readQuery(params);
  const role = readString(params, 'role').toLowerCase();
  const plan = readString(params, 'plan').toLowerCase();
  const status = readString(params, 'status').toLowerCase();
  const sorted = runList(users, params, {
    sortKeys: SORT_KEYS,
    match: (u) =>
      (role === '' || u.role === role) &&
      (plan === '' || u.currentPlan === plan) &&
      (status === '' || u.status.toLowerCase() === status) &&
      matchesText(u, q),
  });
  const paging = readPaging(params);
  const totalPages =
    paging.itemsPerPage === Number.POSITIVE_INFINITY
      ? 1
      : Math.ceil(sorted.length / paging.itemsPerPage);
  const page = paging.page > totalPages ? 1 : paging.page;
  return {
    users: paginate(sorted, { ...paging, page }).map(toListUser),
    totalPages,
    totalUsers: sorted.length,
    page,
  };
}

/**
 * Extension: GET /api/apps/users/summary, the user list's four cards from the stored users: all
 * of them, those on a paid plan (any plan but `basic`), the active and the pending ones.
 */
export function usersSummary(users: readonly UserDetails[]): UsersSummary {
  const count = (test: (u: UserDetails) => boolean) => users.filter(test).length;
  return {
    total: users.length,
    paid: count((u) => u.currentPlan !== 'basic'),
    active: count((u) => u.status === 'Active'),
    pending: count((u) => u.status === 'Pending'),
  };
}

export function findUser(
  users: readonly UserDetails[],
  id: number | null,
): UserDetails | undefined {
  return users.find((u) => u.id === id);
}

export function deleteUser(users: UserDetails[], id: number | null): boolean {
  return removeById(users, id);
}

function readUser(users: readonly UserDetails[], body: unknown, partial: boolean, selfId?: number) {
  const reader = new BodyReader(body, partial);
  const email = reader.email('email');
  if (
    email !== undefined &&
    users.some((u) => u.id !== selfId && u.email.toLowerCase() === email.toLowerCase())
  ) {
    reader.fail('email', 'This email is already in use.');
  }
  const username = reader.string('username', { required: false, max: 60 });
  if (
    username !== undefined &&
    users.some((u) => u.id !== selfId && u.username.toLowerCase() === username.toLowerCase())
  ) {
    reader.fail('username', 'This username is already taken.');
  }
  const fields = defined({
    fullName: reader.string('fullName', { max: 120 }),
    email,
    role: reader.oneOf('role', USER_ROLES),
    currentPlan: reader.oneOf('currentPlan', USER_PLANS),
    status: reader.oneOf('status', USER_STATUSES, { required: false }),
    username,
    company: reader.string('company', { required: false, max: 120, allowEmpty: true }),
    country: reader.string('country', { required: false, max: 80, allowEmpty: true }),
    contact: reader.string('contact', { required: false, max: 40, allowEmpty: true }),
    avatar: reader.string('avatar', { required: false, max: 300, allowEmpty: true }),
    taxId: reader.string('taxId', { required: false, max: 40, allowEmpty: true }),
    language: reader.string('language', { required: false, max: 40, allowEmpty: true }),
  });
  return { reader, fields };
}

/** POST /api/apps/users: id = list length + 1 (README "Seed"); answers the stored user. */
export function createUser(users: UserDetails[], body: unknown): Outcome<UserDetails> {
  const { reader, fields } = readUser(users, body, false);
  if (!reader.ok) return invalid(reader.errors);
  const email = fields.email ?? '';
  const user: UserDetails = {
    id: countPlusOne(users),
    fullName: fields.fullName ?? '',
    company: fields.company ?? '',
    role: fields.role ?? 'subscriber',
    username: fields.username ?? email.split('@')[0] ?? '',
    country: fields.country ?? '',
    contact: fields.contact ?? '',
    email,
    currentPlan: fields.currentPlan ?? 'basic',
    status: fields.status ?? 'Pending',
    avatar: fields.avatar ?? '',
    taskDone: 0,
    projectDone: 0,
    taxId: fields.taxId ?? '',
    language: fields.language ?? 'English',
  };
  users.push(user);
  return success(user);
}

/** Extension: PUT /api/apps/users/{id} merges the valid fields given. */
export function updateUser(
  users: UserDetails[],
  id: number | null,
  body: unknown,
): Outcome<UserDetails> {
  return updateById(users, id, USER_NOT_FOUND, (user) =>
    readOutcome(readUser(users, body, true, user.id)),
  );
}
