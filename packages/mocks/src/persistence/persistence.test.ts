// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { configureMocks, getMocksConfig } from '../configure.ts';
import { getDb, loadDb, resetDb } from '../db/store.ts';
import { MemoryStorage } from '../test/memory-storage.ts';
import { call, setupMockServer } from '../test/mock-server.ts';
import type { Db } from '../db/schema.ts';
import { SNAPSHOT_KEY, SNAPSHOT_VERSION } from './snapshot.ts';

setupMockServer();

/** Lets the save queued after a request (a microtask) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('persistence', () => {
  it('is off by default: Node and tests never touch storage', () => {
    expect(getMocksConfig().persist).toBe(false);
  });

  it('saves a versioned snapshot after a mutation and restores it on the next load', async () => {
    const storage = new MemoryStorage();
    configureMocks({ persist: storage });
    await call('DELETE', '/api/apps/ecommerce/products/1');
    await call('POST', '/api/apps/users', {
      fullName: 'Saved User',
      email: 'saved@example.com',
      role: 'author',
      currentPlan: 'basic',
    });
    await settle();
    const snapshot = JSON.parse(storage.getItem(SNAPSHOT_KEY) ?? '{}') as {
      version: number;
      db: Db;
    };
    expect(snapshot.version).toBe(SNAPSHOT_VERSION);
    expect(snapshot.db.products).toHaveLength(49);

    // A "reload": the in-memory db is gone, the snapshot is read back.
    expect(loadDb()).toBe('snapshot');
    expect(getDb().products).toHaveLength(49);
    expect(getDb().users.at(-1)?.fullName).toBe('Saved User');
  });

  it('writes once per burst of mutations, and not for reads', async () => {
    const storage = new MemoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    configureMocks({ persist: storage });
    await call('GET', '/api/apps/ecommerce/products');
    await settle();
    expect(setItem).not.toHaveBeenCalled();
    await Promise.all([
      call('DELETE', '/api/apps/ecommerce/orders/1'),
      call('DELETE', '/api/apps/ecommerce/orders/2'),
    ]);
    await settle();
    expect(setItem.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(setItem.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('does not save after a refused request', async () => {
    const storage = new MemoryStorage();
    configureMocks({ persist: storage });
    await call('POST', '/api/apps/users', {});
    await settle();
    expect(storage.items.size).toBe(0);
  });

  it.each([
    ['corrupt JSON', '{"version":1,"db":'],
    ['an older version', JSON.stringify({ version: SNAPSHOT_VERSION - 1, db: {} })],
    ['a foreign shape', JSON.stringify({ version: SNAPSHOT_VERSION, db: { products: 'nope' } })],
    ['not an object', '42'],
  ])('replaces %s with the seed and a console warning', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(SNAPSHOT_KEY, raw);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureMocks({ persist: storage });
    expect(loadDb()).toBe('seed');
    expect(getDb().products).toHaveLength(50);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('starting from the seed'));
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('seeds quietly when there is no snapshot yet', () => {
    const warn = vi.spyOn(console, 'warn');
    configureMocks({ persist: new MemoryStorage() });
    expect(loadDb()).toBe('seed');
    expect(warn).not.toHaveBeenCalled();
  });

  it('resetDb restores the seed and clears the snapshot', async () => {
    const storage = new MemoryStorage();
    configureMocks({ persist: storage });
    await call('DELETE', '/api/apps/ecommerce/products/1');
    await settle();
    expect(storage.getItem(SNAPSHOT_KEY)).not.toBeNull();
    resetDb();
    expect(getDb().products).toHaveLength(50);
    expect(storage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('keeps serving, with a warning, when the storage is full', async () => {
    const storage = new MemoryStorage();
    storage.failWrites = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    configureMocks({ persist: storage });
    expect((await call('DELETE', '/api/apps/ecommerce/products/1')).status).toBe(204);
    await settle();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not save'), expect.anything());
  });
});
