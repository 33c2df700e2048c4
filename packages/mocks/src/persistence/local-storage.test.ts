import { afterEach, describe, expect, it } from 'vitest';

import { configureMocks, resetMocksConfig } from '../configure.ts';
import { commit, getDb, loadDb, resetDb } from '../db/store.ts';
import { SNAPSHOT_KEY, SNAPSHOT_VERSION } from './snapshot.ts';

/** Runs under jsdom, which has a real localStorage: the browser path of persistence. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  resetMocksConfig();
  resetDb();
  localStorage.clear();
});

describe('persistence in a browser-like environment', () => {
  it('leaves localStorage alone unless persistence is switched on', async () => {
    getDb().products.pop();
    commit();
    await settle();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('round-trips the db through localStorage with persist: true', async () => {
    configureMocks({ persist: true });
    resetDb();
    getDb().products.splice(0, 2);
    commit();
    await settle();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toContain(`"version":${SNAPSHOT_VERSION}`);
    resetMocksConfig();
    resetDb();
    configureMocks({ persist: true });
    expect(loadDb()).toBe('snapshot');
    expect(getDb().products).toHaveLength(48);
  });
});
