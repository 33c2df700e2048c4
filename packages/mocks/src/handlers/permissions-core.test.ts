// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { Permission } from '../types/permissions.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const PERMISSIONS = '/api/apps/permissions';

describe('core permissions (extension)', () => {
  it('flags the first three seeded permissions core and refuses to delete them', async () => {
    expect(getDb().permissions.map((p) => p.core === true)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const refused = await call<{ message: string }>('DELETE', `${PERMISSIONS}/2`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'A core permission cannot be deleted.' },
    });
    expect(getDb().permissions.some((p) => p.id === 2)).toBe(true);
    // Clearing the flag first makes it deletable.
    expect((await call<Permission>('PATCH', `${PERMISSIONS}/2`, { core: false })).body.core).toBe(
      false,
    );
    expect((await call('DELETE', `${PERMISSIONS}/2`)).status).toBe(204);
  });

  it('stores the core flag given on create and refuses one that is not a boolean', async () => {
    const created = await call<Permission>('POST', PERMISSIONS, { name: 'Audit Log', core: true });
    expect(created.body).toMatchObject({ name: 'Audit Log', core: true, assignedTo: [] });
    expect((await call('DELETE', `${PERMISSIONS}/${created.body.id}`)).status).toBe(409);
    expectFieldErrors(await call('POST', PERMISSIONS, { name: 'Other', core: 'yes' }), ['core']);
  });
});
