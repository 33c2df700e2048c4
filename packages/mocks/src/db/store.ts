import { getConfig, snapshotStorage } from '../config.ts';
import { clearSnapshot, loadSnapshot, saveSnapshot } from '../persistence/snapshot.ts';
import { createSeed } from './create-seed.ts';
import type { Db } from './schema.ts';

let current: Db | null = null;
let saveQueued = false;

/** The live db, seeded on first use with the configured clock. */
export function getDb(): Db {
  current ??= createSeed({ now: getConfig().clock() });
  return current;
}

/** Swaps in a whole db (benchmarks at 100× the seed, tests of edge cases). */
export function replaceDb(next: Db): void {
  current = next;
}

/**
 * Restores the seed, and clears the saved snapshot when persistence is on. Synchronous, so a
 * test's `beforeEach(resetDb)` needs no await.
 */
export function resetDb(): void {
  current = createSeed({ now: getConfig().clock() });
  const storage = snapshotStorage();
  if (storage) clearSnapshot(storage);
}

/**
 * Loads the saved snapshot when persistence is on (the browser app at start-up), else seeds.
 * Returns where the data came from.
 */
export function loadDb(): 'snapshot' | 'seed' {
  const storage = snapshotStorage();
  const result = storage ? loadSnapshot(storage) : null;
  if (result?.status === 'restored') {
    current = result.db;
    return 'snapshot';
  }
  current = createSeed({ now: getConfig().clock() });
  return 'seed';
}

/**
 * Records that a request changed the db. Saves once per burst (a microtask later), so a bulk
 * update writes one snapshot; does nothing unless persistence is on.
 */
export function commit(): void {
  if (saveQueued || !snapshotStorage()) return;
  saveQueued = true;
  queueMicrotask(() => {
    saveQueued = false;
    const storage = snapshotStorage();
    if (storage && current) saveSnapshot(storage, current, getConfig().clock());
  });
}

/** Saves now (tests, and `beforeunload` if a caller wants it). */
export function flushDb(): void {
  const storage = snapshotStorage();
  if (storage && current) saveSnapshot(storage, current, getConfig().clock());
}
