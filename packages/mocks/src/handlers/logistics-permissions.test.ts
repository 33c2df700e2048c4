// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { fixedNow } from '../clock.ts';
import { getDb } from '../db/store.ts';
import { dateTimeText } from '../lib/dates.ts';
import type { Vehicle, VehiclesResponse } from '../types/logistics.ts';
import type { Permission, PermissionsResponse, Role, RolesResponse } from '../types/permissions.ts';
import { expectFieldErrors, expectFirstPage } from '../test/expect-answer.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';
import { expectSorted, itSortsBy } from '../test/sorting.ts';
import { ABILITY_SUBJECTS } from '../values/access.ts';

setupMockServer();

const VEHICLES = '/api/apps/logistics/vehicles';
const PERMISSIONS = '/api/apps/permissions';
const ROLES = '/api/apps/roles';

describe('GET /api/apps/logistics/vehicles', () => {
  it('answers vehicles and totalVehicles with default paging', async () => {
    const body = await expectFirstPage<VehiclesResponse>(VEHICLES, 'vehicles', 'totalVehicles', 25);
    expect(body.vehicles.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await getJson<VehiclesResponse>(`${VEHICLES}?page=3`)).body.vehicles).toHaveLength(5);
  });

  itSortsBy<Vehicle>(VEHICLES, 'vehicles', [
    'location',
    ['startRoute', (v) => v.startCity],
    ['endRoute', (v) => v.endCity],
    'warnings',
    'progress',
  ]);
});

describe('GET /api/apps/permissions', () => {
  it('answers permissions and totalPermissions', () =>
    expectFirstPage<PermissionsResponse>(PERMISSIONS, 'permissions', 'totalPermissions', 9));

  it('searches name, created date, or a prefix of an assigned role', async () => {
    expect(
      (await getJson<PermissionsResponse>(`${PERMISSIONS}?q=billing`)).body.permissions.map(
        (p) => p.name,
      ),
    ).toEqual(['Manage Billing & Roles']);
    const sample = getDb().permissions[4] as Permission;
    const byDate = (
      await getJson<PermissionsResponse>(
        `${PERMISSIONS}?q=${encodeURIComponent(sample.createdDate)}`,
      )
    ).body.permissions;
    expect(byDate.map((p) => p.id)).toContain(sample.id);
    const byRole = (await getJson<PermissionsResponse>(`${PERMISSIONS}?q=restr`)).body.permissions;
    expect(byRole.map((p) => p.name)).toEqual(['Only View']);
    // A prefix, not a substring: "user" starts "users" but "ser" starts no role.
    expect((await getJson<PermissionsResponse>(`${PERMISSIONS}?q=ser`)).body.totalPermissions).toBe(
      getDb().permissions.filter((p) => /ser/i.test(p.name) || /ser/i.test(p.createdDate)).length,
    );
  });

  it('sorts by name', () =>
    expectSorted<Permission>(PERMISSIONS, 'permissions', 'name', (p) => p.name));
});

describe('permission create, update and delete (extension)', () => {
  it('creates with 201 and a createdDate of now', async () => {
    const { status, body } = await call<Permission>('POST', PERMISSIONS, {
      name: 'Export Reports',
      assignedTo: ['manager', 'manager'],
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: 10,
      name: 'Export Reports',
      assignedTo: ['manager'],
      createdDate: dateTimeText(fixedNow),
    });
  });

  it('refuses duplicates and unknown roles', async () => {
    const result = await call('POST', PERMISSIONS, { name: 'management', assignedTo: ['wizard'] });
    expectFieldErrors(result, ['assignedTo', 'name']);
  });

  it('updates and deletes', async () => {
    expect(
      (
        await call<Permission>('PUT', `${PERMISSIONS}/1`, {
          assignedTo: ['administrator', 'support'],
        })
      ).body.assignedTo,
    ).toEqual(['administrator', 'support']);
    // Permission 1 is core and refuses deletion (permissions-core.test.ts); 4 is not.
    expect((await call('DELETE', `${PERMISSIONS}/4`)).status).toBe(204);
    expect((await call('DELETE', `${PERMISSIONS}/4`)).status).toBe(404);
    expect((await call('PUT', `${PERMISSIONS}/4`, { name: 'X' })).status).toBe(404);
  });
});

describe('roles (extension)', () => {
  it('lists the five roles with user counts and a full permission matrix', async () => {
    const { body } = await getJson<RolesResponse>(ROLES);
    expect(body.total).toBe(5);
    for (const role of body.roles) {
      expect(role.totalUsers).toBeGreaterThan(0);
      expect(role.permissions).toHaveLength(ABILITY_SUBJECTS.length);
    }
  });

  it('creates with a completed matrix, updates, refuses duplicates and deletes', async () => {
    const created = await call<Role>('POST', ROLES, {
      name: 'Auditor',
      permissions: [{ subject: 'Email', read: true, write: false, create: false }],
    });
    expect(created.status).toBe(201);
    expect(created.body.permissions).toHaveLength(ABILITY_SUBJECTS.length);
    expect(created.body.permissions.find((p) => p.subject === 'Email')).toEqual({
      subject: 'Email',
      read: true,
      write: false,
      create: false,
    });
    expect((await call('POST', ROLES, { name: 'auditor' })).status).toBe(400);
    expect(
      errorsOf(
        await call('POST', ROLES, {
          name: 'X',
          permissions: [{ subject: 'Chat', read: 'yes' }],
        }),
      ),
    ).toHaveProperty('permissions');
    expect(
      (await call<Role>('PUT', `${ROLES}/${created.body.id}`, { name: 'Internal Auditor' })).body
        .name,
    ).toBe('Internal Auditor');
    expect((await call('DELETE', `${ROLES}/${created.body.id}`)).status).toBe(204);
    expect((await call('DELETE', `${ROLES}/${created.body.id}`)).status).toBe(404);
  });
});
