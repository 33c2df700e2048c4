// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';
import type { CreatedApp, PaymentProvider, ProjectShare } from '../types/dialog-examples.ts';

setupMockServer();

const BASE = '/api/pages/dialog-examples';

describe('dialog examples calls', () => {
  it('reads and saves a project share, 404 for an unknown project', async () => {
    const all = await getJson<ProjectShare[]>(`${BASE}/share`);
    expect(all.body.map((s) => s.projectId)).toEqual(['storefront-redesign', 'mobile-checkout']);
    const share = await getJson<ProjectShare>(`${BASE}/share/mobile-checkout`);
    expect(share.body.projectName).toBe('Mobile checkout');
    const members = [
      { email: 'karen.carrillo@atrium.test', permission: 'owner' },
      { email: 'sam@shop.test', permission: 'view' },
    ];
    const saved = await call<ProjectShare>('PUT', `${BASE}/share/mobile-checkout`, { members });
    expect(saved.status).toBe(200);
    expect(getDb().dialogExamples.shares[1]?.members.map((m) => m.email)).toEqual([
      'karen.carrillo@atrium.test',
      'sam@shop.test',
    ]);
    expect((await getJson(`${BASE}/share/unknown`)).status).toBe(404);
    expectFieldErrors(await call('PUT', `${BASE}/share/mobile-checkout`, { members: [] }), [
      'members',
    ]);
  });

  it('creates an app (201) that the list then holds, and answers field errors', async () => {
    const body = {
      name: 'Helpdesk',
      category: 'crm',
      framework: 'vue',
      database: 'mysql',
      holder: 'A Person',
      number: '5555 5555 5555 4444',
      expiry: '10/30',
      cvc: '321',
    };
    const created = await call<CreatedApp>('POST', `${BASE}/apps`, body);
    expect(created.status).toBe(201);
    expect(created.body.card).toEqual({ brand: 'mastercard', last4: '4444' });
    expect((await getJson<CreatedApp[]>(`${BASE}/apps`)).body.map((a) => a.name)).toEqual([
      'Helpdesk',
    ]);
    expectFieldErrors(await call('POST', `${BASE}/apps`, { ...body, holder: '' }), [
      'holder',
      'name',
    ]);
  });

  it('switches payment providers', async () => {
    const saved = await call<PaymentProvider[]>('PUT', `${BASE}/providers`, {
      enabled: ['mollie'],
    });
    expect(saved.body.filter((p) => p.enabled).map((p) => p.id)).toEqual(['mollie']);
    const listed = await getJson<PaymentProvider[]>(`${BASE}/providers`);
    expect(listed.body.find((p) => p.id === 'mollie')?.enabled).toBe(true);
  });
});
