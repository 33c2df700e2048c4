// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { MessageBody } from '../types/common.ts';
import type { User, UserDetails, UsersResponse, UsersSummary } from '../types/users.ts';
import { expectFieldErrors, expectFirstPage } from '../test/expect-answer.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';
import { itSortsBy } from '../test/sorting.ts';

setupMockServer();

const USERS = '/api/apps/users';
const sample = () => getDb().users[7] as UserDetails;

describe('GET /api/apps/users', () => {
  it('answers users, totalPages, totalUsers and page; list rows carry no detail extras', async () => {
    const body = await expectFirstPage<UsersResponse>(USERS, 'users', 'totalUsers', 50);
    expect(body).toMatchObject({ totalPages: 5, page: 1 });
    expect(body.users[0]).not.toHaveProperty('taxId');
  });

  it('searches name and email', async () => {
    expect(
      (
        await getJson<UsersResponse>(
          `${USERS}?q=${encodeURIComponent(sample().fullName.toUpperCase())}`,
        )
      ).body.users.map((u) => u.id),
    ).toContain(sample().id);
    expect(
      (
        await getJson<UsersResponse>(`${USERS}?q=${encodeURIComponent(sample().email)}`)
      ).body.users.map((u) => u.id),
    ).toEqual([sample().id]);
  });

  it.each<[string, string, (u: UserDetails) => string]>([
    ['role', 'subscriber', (u) => u.role],
    ['plan', 'team', (u) => u.currentPlan],
    ['status', 'Active', (u) => u.status],
    ['status', 'pending', (u) => u.status.toLowerCase()],
  ])('filters %s=%s', async (param, value, field) => {
    const { body } = await getJson<UsersResponse>(`${USERS}?${param}=${value}&itemsPerPage=-1`);
    const expected = getDb().users.filter((u) => field(u) === value);
    expect(body.totalUsers).toBe(expected.length);
    expect(body.users.map((u) => u.id)).toEqual(expected.map((u) => u.id));
  });

  itSortsBy<User>(USERS, 'users', [
    ['user', (u) => u.fullName],
    'email',
    'role',
    ['plan', (u) => u.currentPlan],
    'status',
  ]);

  it('resets a page beyond the last to 1', async () => {
    const { body } = await getJson<UsersResponse>(`${USERS}?page=9&itemsPerPage=10`);
    expect(body.page).toBe(1);
    expect(body.users.map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await getJson<UsersResponse>(`${USERS}?page=5`)).body.page).toBe(5);
  });
});

describe('GET and DELETE /api/apps/users/{id}', () => {
  it('answers the user with taskDone, projectDone, taxId and language', async () => {
    const { body } = await getJson<UserDetails>(`${USERS}/${sample().id}`);
    expect(body).toEqual(sample());
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['taskDone', 'projectDone', 'taxId', 'language']),
    );
  });

  it('answers 404 User not found for an unknown user, on read and delete', async () => {
    expect(await getJson<MessageBody>(`${USERS}/999`)).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
    expect(await call('DELETE', `${USERS}/999`)).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
  });

  it('deletes with 204', async () => {
    expect((await call('DELETE', `${USERS}/3`)).status).toBe(204);
    expect((await getJson<UserDetails>(`${USERS}/3`)).status).toBe(404);
  });
});

describe('POST /api/apps/users', () => {
  const valid = {
    fullName: 'Grace Hopper',
    email: 'grace@navy.example',
    role: 'editor',
    currentPlan: 'Team',
    company: 'Navy',
    country: 'United States',
    contact: '+1 (555) 010-0101',
  };

  it('answers 201 and the stored body with id = list length + 1', async () => {
    const { status, body } = await call<UserDetails>('POST', USERS, valid);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      ...valid,
      id: 51,
      currentPlan: 'team',
      status: 'Pending',
      username: 'grace',
    });
    await call('DELETE', `${USERS}/10`);
    expect(
      (await call<UserDetails>('POST', USERS, { ...valid, email: 'g2@navy.example' })).body.id,
    ).toBe(52);
  });

  it('refuses missing fields, a bad email, an unknown role and a taken email', async () => {
    const missing = await call('POST', USERS, {});
    expectFieldErrors(missing, ['currentPlan', 'email', 'fullName', 'role']);
    const bad = await call('POST', USERS, { ...valid, email: sample().email, role: 'owner' });
    expect(errorsOf(bad).email).toEqual(['This email is already in use.']);
    expect(errorsOf(bad).role?.[0]).toContain('subscriber');
  });

  it('refuses a taken username in any case, next to a taken email, and keeps nothing', async () => {
    const before = getDb().users.length;
    const taken = await call('POST', USERS, {
      ...valid,
      username: sample().username.toUpperCase(),
      email: sample().email,
    });
    expect(taken.status).toBe(400);
    expect(errorsOf(taken).username).toEqual(['This username is already taken.']);
    expect(errorsOf(taken).email).toEqual(['This email is already in use.']);
    expect(getDb().users).toHaveLength(before);
    const free = await call<UserDetails>('POST', USERS, { ...valid, username: 'ghopper' });
    expect(free).toMatchObject({ status: 201, body: { username: 'ghopper' } });
  });

  it("lets an update keep the user's own username, and refuses another user's", async () => {
    const own = await call<UserDetails>('PATCH', `${USERS}/${sample().id}`, {
      username: sample().username,
    });
    expect(own.status).toBe(200);
    const other = getDb().users[2] as UserDetails;
    const clash = await call('PATCH', `${USERS}/${sample().id}`, { username: other.username });
    expect(errorsOf(clash).username).toEqual(['This username is already taken.']);
  });

  it('updates with PUT (extension)', async () => {
    const { status, body } = await call<UserDetails>('PUT', `${USERS}/1`, {
      status: 'inactive',
      role: 'maintainer',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, status: 'Inactive', role: 'maintainer' });
    expect((await call('PUT', `${USERS}/999`, { status: 'Active' })).body).toEqual({
      message: 'User not found',
    });
  });
});

describe('GET /api/apps/users/summary (extension)', () => {
  const summary = async () => (await getJson<UsersSummary>(`${USERS}/summary`)).body;

  it('counts every user, the paid plans (all but basic), the active and the pending ones', async () => {
    const users = getDb().users;
    const count = (test: (u: UserDetails) => boolean) => users.filter(test).length;
    const body = await summary();
    expect(body).toEqual({
      total: 50,
      paid: count((u) => u.currentPlan !== 'basic'),
      active: count((u) => u.status === 'Active'),
      pending: count((u) => u.status === 'Pending'),
    });
    // The seed has every kind, so no count is trivially 0 or the total.
    for (const key of ['paid', 'active', 'pending'] as const) {
      expect(body[key]).toBeGreaterThan(0);
      expect(body[key]).toBeLessThan(50);
    }
  });

  it('follows the stored users: a new user, a status change and a delete show at once', async () => {
    const before = await summary();
    await call('POST', USERS, {
      fullName: 'Ada Lovelace',
      email: 'ada@engine.example',
      role: 'author',
      currentPlan: 'enterprise',
    });
    const pendingUser = getDb().users.find((u) => u.status === 'Pending' && u.id < 51)!;
    await call('PATCH', `${USERS}/${pendingUser.id}`, { status: 'Active' });
    expect(await summary()).toEqual({
      total: before.total + 1,
      paid: before.paid + 1,
      // The new user starts Pending; the other one left Pending for Active.
      active: before.active + 1,
      pending: before.pending,
    });
    await call('DELETE', `${USERS}/51`);
    expect((await summary()).total).toBe(before.total);
  });
});
