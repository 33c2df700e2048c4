// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { userIdFromToken } from '../domains/auth.ts';
import type { LoginResponse } from '../types/auth.ts';
import type { FieldErrors } from '../types/common.ts';
import { getDb } from '../db/store.ts';
import { call, setupMockServer } from '../test/mock-server.ts';
import { matrixToRules, rulesToMatrix } from '../values/access.ts';

setupMockServer();

describe('POST /api/auth/login', () => {
  it('signs the admin in with 201 and exactly userAbilityRules, accessToken and userData', async () => {
    const { status, body } = await call<LoginResponse>('POST', '/api/auth/login', {
      email: 'admin@demo.com',
      password: 'admin',
    });
    expect(status).toBe(201);
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'userAbilityRules', 'userData']);
    expect(body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(body.userData).toMatchObject({ email: 'admin@demo.com', role: 'admin' });
    expect(body.userData).not.toHaveProperty('password');
    expect(body.userData).not.toHaveProperty('abilityRules');
    expect(userIdFromToken(body.accessToken)).toBe(body.userData.id);
  });

  it('signs the client in with read AclDemo only', async () => {
    const { status, body } = await call<LoginResponse>('POST', '/api/auth/login', {
      email: 'client@demo.com',
      password: 'client',
    });
    expect(status).toBe(201);
    expect(body.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
    expect(body.userData.role).toBe('client');
  });

  it("answers a role's demo account the role's current matrix as rules", async () => {
    const signIn = () =>
      call<LoginResponse>('POST', '/api/auth/login', {
        email: 'support@demo.com',
        password: 'support',
      });
    const first = await signIn();
    expect(first.status).toBe(201);
    expect(first.body.userData).toMatchObject({ role: 'support' });
    expect(first.body.userData).not.toHaveProperty('roleId');
    const support = getDb().roles.find((r) => r.name === 'support');
    if (!support) throw new Error('no support role');
    expect(first.body.userAbilityRules).toEqual(matrixToRules(support.permissions));

    const onlyReadEmail = rulesToMatrix([{ action: 'read', subject: 'Email' }]);
    await call('PUT', `/api/apps/roles/${support.id}`, { permissions: onlyReadEmail });
    expect((await signIn()).body.userAbilityRules).toEqual([{ action: 'read', subject: 'Email' }]);
  });

  it.each([
    ['a wrong password', { email: 'admin@demo.com', password: 'client' }],
    ['another user’s password', { email: 'client@demo.com', password: 'admin' }],
    ['an unknown email', { email: 'nobody@demo.com', password: 'admin' }],
    ['missing fields', {}],
    ['non-text fields', { email: 42, password: ['admin'] }],
  ])('answers 400 Invalid email or password for %s', async (_, payload) => {
    const { status, body } = await call<FieldErrors>('POST', '/api/auth/login', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ errors: { email: ['Invalid email or password'] } });
  });

  it.each([
    ['no body', undefined],
    ['malformed JSON', '{"email":'],
    ['a JSON list', '[1,2]'],
  ])('answers the default error for %s', async (_, payload) => {
    const { status, body } = await call<FieldErrors>('POST', '/api/auth/login', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ errors: { email: ['Something went wrong'] } });
  });

  it('matches the email case-insensitively but the password exactly', async () => {
    expect(
      (await call('POST', '/api/auth/login', { email: 'ADMIN@demo.com', password: 'admin' }))
        .status,
    ).toBe(201);
    expect(
      (await call('POST', '/api/auth/login', { email: 'admin@demo.com', password: 'ADMIN' }))
        .status,
    ).toBe(400);
  });
});
