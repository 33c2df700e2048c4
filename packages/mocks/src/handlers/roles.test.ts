// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { LoginResponse } from '../types/auth.ts';
import type { Role, RoleAccountsResponse, RolesResponse } from '../types/permissions.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';
import { rulesToMatrix } from '../values/access.ts';

setupMockServer();

const ROLES = '/api/apps/roles';
const ACCOUNTS = '/api/apps/roles/accounts';

const holdersOf = (roleId: number) => getDb().loginUsers.filter((u) => u.roleId === roleId);

describe('roles with their holders (extension)', () => {
  it('counts and pictures the login users holding each role', async () => {
    const { body } = await getJson<RolesResponse>(ROLES);
    expect(body.roles.map((r) => [r.name, r.totalUsers])).toEqual([
      ['administrator', 5],
      ['manager', 4],
      ['users', 3],
      ['support', 4],
      ['restricted-user', 3],
    ]);
    for (const role of body.roles) {
      expect(role.avatars).toEqual(holdersOf(role.id).map((u) => u.avatar));
    }
  });

  it('follows the accounts: one more holder is one more user on the card', async () => {
    const support = getDb().roles.find((r) => r.name === 'support');
    const client = getDb().loginUsers.find((u) => u.email === 'client@demo.com');
    if (!support || !client) throw new Error('seed changed');
    client.roleId = support.id;
    const { body } = await getJson<RolesResponse>(ROLES);
    const card = body.roles.find((r) => r.id === support.id);
    expect(card?.totalUsers).toBe(5);
    expect(card?.avatars).toContain(client.avatar);
  });

  it('answers a new role with no holders, and an update with its holders', async () => {
    const created = await call<Role>('POST', ROLES, { name: 'Auditor' });
    expect(created.body).toMatchObject({ name: 'Auditor', totalUsers: 0, avatars: [] });
    const updated = await call<Role>('PATCH', `${ROLES}/4`, { name: 'Customer support' });
    expect(updated.body).toMatchObject({ name: 'Customer support', totalUsers: 4 });
    expect(updated.body.avatars).toHaveLength(4);
  });

  it('keeps the typed name out of a taken one, in any case', async () => {
    const refused = await call('PUT', `${ROLES}/2`, { name: 'SUPPORT' });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)).toEqual({ name: ['A role with this name already exists.'] });
  });
});

describe('GET /api/apps/roles/accounts (extension)', () => {
  it('lists every holder by role then name, without password or rules', async () => {
    const { status, body } = await getJson<RoleAccountsResponse>(`${ACCOUNTS}?itemsPerPage=-1`);
    expect(status).toBe(200);
    expect(body.total).toBe(19);
    expect(body.accounts).toHaveLength(19);
    expect(body.accounts.slice(0, 5).map((a) => a.fullName)).toEqual([
      'Avery Admin',
      'Jennifer Summers',
      'Jordan Stevenson',
      'Kate Hughes',
      'Richard Payne',
    ]);
    for (const account of body.accounts) {
      expect(Object.keys(account).sort()).toEqual(
        ['avatar', 'email', 'fullName', 'id', 'role', 'roleId', 'status'].sort(),
      );
    }
    const text = JSON.stringify(body);
    for (const user of getDb().loginUsers.filter((u) => u.email.endsWith('@atrium.shop'))) {
      expect(text).not.toContain(user.password);
    }
    expect(body.accounts.find((a) => a.email === 'support@demo.com')?.status).toBe('Active');
    expect(body.accounts.find((a) => a.fullName === 'Sam Ortiz')?.status).toBe('Pending');
  });

  it('filters by role name in any case and searches name and email', async () => {
    const support = await getJson<RoleAccountsResponse>(`${ACCOUNTS}?role=Support`);
    expect(support.body.accounts.map((a) => a.fullName)).toEqual([
      'Ben Carter',
      'Ivy Chen',
      'Sam Ortiz',
      'Sasha Support',
    ]);
    expect(support.body.accounts.every((a) => a.role === 'support')).toBe(true);
    const byEmail = await getJson<RoleAccountsResponse>(`${ACCOUNTS}?q=restricted-user@`);
    expect(byEmail.body.accounts.map((a) => a.fullName)).toEqual(['Riley Restricted']);
    const both = await getJson<RoleAccountsResponse>(`${ACCOUNTS}?role=manager&q=ros`);
    expect(both.body.accounts.map((a) => a.fullName)).toEqual(['Rosa Valdez']);
    expect((await getJson<RoleAccountsResponse>(`${ACCOUNTS}?role=nobody`)).body.total).toBe(0);
  });

  it("shows a role's current name and leaves out the holders of a deleted role", async () => {
    await call('PATCH', `${ROLES}/3`, { name: 'Staff' });
    const renamed = await getJson<RoleAccountsResponse>(`${ACCOUNTS}?role=staff`);
    expect(renamed.body.total).toBe(3);
    await call('DELETE', `${ROLES}/3`);
    const all = await getJson<RoleAccountsResponse>(`${ACCOUNTS}?itemsPerPage=-1`);
    expect(all.body.total).toBe(16);
    expect(all.body.accounts.some((a) => a.roleId === 3)).toBe(false);
  });

  it('sorts by a column when asked', async () => {
    const { body } = await getJson<RoleAccountsResponse>(
      `${ACCOUNTS}?sortBy=email&orderBy=desc&itemsPerPage=-1`,
    );
    const emails = body.accounts.map((a) => a.email);
    expect(emails).toEqual([...emails].sort((a, b) => b.localeCompare(a)));
  });
});

describe("a role's matrix is its accounts' next sign-in", () => {
  it('answers the edited matrix to the manager demo account', async () => {
    const signIn = async () =>
      (
        await call<LoginResponse>('POST', '/api/auth/login', {
          email: 'manager@demo.com',
          password: 'manager',
        })
      ).body.userAbilityRules;
    expect(await signIn()).toContainEqual({ action: 'manage', subject: 'Ecommerce' });
    const matrix = rulesToMatrix([
      { action: 'read', subject: 'Invoice' },
      { action: 'update', subject: 'Invoice' },
    ]);
    expect((await call('PUT', `${ROLES}/2`, { permissions: matrix })).status).toBe(200);
    expect(await signIn()).toEqual([
      { action: 'read', subject: 'Invoice' },
      { action: 'update', subject: 'Invoice' },
    ]);
  });

  it('signs no holder in with a guessed password', async () => {
    const holder = holdersOf(1).find((u) => u.email.endsWith('@atrium.shop'));
    if (!holder) throw new Error('no holder');
    const { status } = await call('POST', '/api/auth/login', {
      email: holder.email,
      password: 'administrator',
    });
    expect(status).toBe(400);
  });
});
