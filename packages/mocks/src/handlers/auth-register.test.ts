// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { LoginResponse } from '../types/auth.ts';
import type { FieldErrors } from '../types/common.ts';
import type { UsersResponse } from '../types/users.ts';
import { REGISTER_MESSAGES } from '../values/register.ts';
import { call, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const account = {
  username: 'nora.k',
  email: 'Nora@Example.com',
  password: 'Secret123',
  terms: true,
  firstName: 'Nora',
  lastName: 'Kent',
  plan: 'company',
};

describe('POST /api/auth/register', () => {
  it('answers 201 with the login shape, and the account then signs in and is listed', async () => {
    const created = await call<LoginResponse>('POST', '/api/auth/register', account);
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual([
      'accessToken',
      'userAbilityRules',
      'userData',
    ]);
    expect(created.body.userData).toMatchObject({ fullName: 'Nora Kent', role: 'subscriber' });
    expect(created.body.userAbilityRules).toEqual([
      { action: 'read', subject: 'Dashboard' },
      { action: 'read', subject: 'Profile' },
    ]);

    const login = await call<LoginResponse>('POST', '/api/auth/login', {
      email: 'nora@example.com',
      password: 'Secret123',
    });
    expect(login.status).toBe(201);
    expect(login.body.userData.id).toBe(created.body.userData.id);

    const list = await call<UsersResponse>('GET', '/api/apps/users?q=nora%20kent');
    expect(list.body.users).toEqual([
      expect.objectContaining({
        fullName: 'Nora Kent',
        role: 'subscriber',
        currentPlan: 'company',
      }),
    ]);
    expect(list.body.users[0]).not.toHaveProperty('address');
  });

  it('answers 400 with field errors for a taken email and stores nothing', async () => {
    const refused = await call<FieldErrors>('POST', '/api/auth/register', {
      ...account,
      email: 'client@demo.com',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ email: [REGISTER_MESSAGES.emailTaken] });
    const login = await call('POST', '/api/auth/login', {
      email: 'client@demo.com',
      password: 'Secret123',
    });
    expect(login.status).toBe(400);
    const list = await call<UsersResponse>('GET', '/api/apps/users?q=nora%20kent');
    expect(list.body.totalUsers).toBe(0);
  });

  it('refuses the same username twice', async () => {
    expect((await call('POST', '/api/auth/register', account)).status).toBe(201);
    const again = await call<FieldErrors>('POST', '/api/auth/register', {
      ...account,
      email: 'other@example.com',
    });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ username: [REGISTER_MESSAGES.usernameTaken] });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const refused = await call<FieldErrors>('POST', '/api/auth/register', '{nope');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.body).toEqual(['The request body must be a JSON object.']);
  });
});
