// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { configureMocks } from '../configure.ts';
import { getDb, loadDb } from '../db/store.ts';
import { SNAPSHOT_KEY, SNAPSHOT_VERSION } from '../persistence/snapshot.ts';
import type { InvoiceClient } from '../types/invoice.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { MemoryStorage } from '../test/memory-storage.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const CLIENTS = '/api/apps/invoice/clients';
const listed = () =>
  getDb()
    .invoices.slice(0, 5)
    .map((i) => i.client);
const ada: InvoiceClient = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  companyEmail: 'ada@engines.example',
  address: '12 Marylebone Road, London',
  country: 'United Kingdom',
  contact: '+44 20 0000 0000',
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('POST /api/apps/invoice/clients', () => {
  it('answers 201 with the client, listed after the first five invoices’ clients', async () => {
    const { status, body } = await call<InvoiceClient>('POST', CLIENTS, {
      ...ada,
      name: ' Ada Lovelace ',
    });
    expect(status).toBe(201);
    expect(body).toEqual(ada);
    expect((await getJson(CLIENTS)).body).toEqual([...listed(), ada]);
  });

  it('needs only a name and a company email; the rest is blank', async () => {
    const { body } = await call<InvoiceClient>('POST', CLIENTS, {
      name: 'Grace Hopper',
      companyEmail: 'grace@navy.example',
    });
    expect(body).toEqual({
      name: 'Grace Hopper',
      company: '',
      companyEmail: 'grace@navy.example',
      address: '',
      country: '',
      contact: '',
    });
  });

  it('refuses a missing name, a bad email, an email a listed client has, and non-text fields', async () => {
    expectFieldErrors(await call('POST', CLIENTS, { name: '', companyEmail: 'nope', company: 3 }), [
      'name',
      'companyEmail',
      'company',
    ]);
    const taken = listed()[2] as InvoiceClient;
    const duplicate = await call('POST', CLIENTS, {
      name: 'Someone',
      companyEmail: taken.companyEmail.toUpperCase(),
    });
    expect(duplicate.body).toEqual({
      errors: { companyEmail: ['A client with this email already exists.'] },
    });
    await call('POST', CLIENTS, ada);
    expectFieldErrors(await call('POST', CLIENTS, ada), ['companyEmail']);
    expect((await getJson<InvoiceClient[]>(CLIENTS)).body).toHaveLength(6);
  });

  it('survives a reload, and a snapshot saved before clients could be added still loads', async () => {
    const storage = new MemoryStorage();
    configureMocks({ persist: storage });
    await call('POST', CLIENTS, ada);
    await settle();
    expect(loadDb()).toBe('snapshot');
    expect((await getJson<InvoiceClient[]>(CLIENTS)).body.at(-1)).toEqual(ada);

    // The same snapshot without the new collection: its invoices stay, no client was added.
    const saved = JSON.parse(storage.getItem(SNAPSHOT_KEY) ?? '{}') as {
      version: number;
      db: Record<string, unknown>;
    };
    const { invoiceClients: _added, ...older } = saved.db;
    getDb().invoices.splice(0, 1);
    storage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...saved, db: older }));
    expect(saved.version).toBe(SNAPSHOT_VERSION);
    expect(loadDb()).toBe('snapshot');
    expect(getDb().invoices).toHaveLength(50);
    expect((await getJson(CLIENTS)).body).toEqual(listed());
  });
});
