import { afterEach, describe, expect, it } from 'vitest';

import { configureMocks, resetMocksConfig } from '../configure.ts';
import { emailSeed } from '../db/parts/communication.ts';
import { shopSeed } from '../db/parts/shop.ts';
import { commit, getDb, loadDb, provideSeeds, resetDb } from '../db/store.ts';
import { SNAPSHOT_KEY, SNAPSHOT_VERSION } from './snapshot.ts';

// The store alone, as the browser has it before a domain loads: only these parts can be built.
provideSeeds([shopSeed, emailSeed]);

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

  it('saves only the collections read so far; the rest are seeded as of the first seeding', async () => {
    configureMocks({ persist: true, clock: () => new Date('2026-01-15T10:00:00Z') });
    resetDb();
    getDb().products.pop();
    commit();
    await settle();
    const saved = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? '{}') as {
      seededAt: string;
      db: Record<string, unknown>;
    };
    expect(saved.seededAt).toBe('2026-01-15T10:00:00.000Z');
    expect(Object.keys(saved.db)).toEqual(expect.arrayContaining(['products', 'orders']));
    expect(saved.db).not.toHaveProperty('emails');

    // A later visit, days after: the mail seeded now still dates from the first visit.
    configureMocks({ clock: () => new Date('2026-03-01T10:00:00Z') });
    expect(loadDb()).toBe('snapshot');
    expect(getDb().products).toHaveLength(49);
    const seededTogether = emailSeed.build({ now: new Date(saved.seededAt), scale: 1 });
    expect(getDb().emails).toEqual(seededTogether.emails);
    expect(() => getDb().kanban).toThrow(/nothing builds "kanban"/);
  });
});
