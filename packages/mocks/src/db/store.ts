import { getConfig, snapshotStorage } from '../config.ts';
import { clearSnapshot, loadSnapshot, saveSnapshot } from '../persistence/snapshot.ts';
import { builtCollections, lazyDb } from './lazy-db.ts';
import type { Db } from './schema.ts';
import type { SeedPart } from './seed-part.ts';

let current: Db | null = null;
/** When the live db was first seeded: the "now" of every part built later, and of the snapshot. */
let seededAt = new Date(0);
let saveQueued = false;
const parts = new Map<keyof Db, SeedPart>();

/**
 * Makes `parts` buildable. Each domain's handlers name the parts they read (`withSeeds`), so
 * the browser's fake API, which loads a domain on its first request, knows how to build a
 * collection before any of its calls can read it.
 */
export function provideSeeds(list: readonly SeedPart[]): void {
  for (const part of list) for (const key of part.keys) parts.set(key, part);
}

/**
 * A domain's handlers, declared with the seed parts their calls read: the db can then build
 * those collections whoever loads the domain (all at once in Node and Storybook, one domain on
 * its first request in the browser; see packages/mocks/README.md "Per-domain loading").
 */
export function withSeeds<H extends readonly unknown[]>(
  parts: readonly SeedPart[],
  handlers: H,
): H {
  provideSeeds(parts);
  return handlers;
}

function seeded(now: Date, restored?: Partial<Db>): Db {
  seededAt = now;
  return lazyDb(parts, { now, scale: 1 }, restored);
}

/** The live db, seeded on first use with the configured clock (each collection on its first read). */
export function getDb(): Db {
  current ??= seeded(getConfig().clock());
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
  current = seeded(getConfig().clock());
  const storage = snapshotStorage();
  if (storage) clearSnapshot(storage);
}

/**
 * Loads the saved snapshot when persistence is on (the browser app at start-up), else seeds.
 * Collections the snapshot lacks (no screen had read them yet) are seeded as of the snapshot's
 * seeding time, so they agree with the rest. Returns where the data came from.
 */
export function loadDb(): 'snapshot' | 'seed' {
  const storage = snapshotStorage();
  const result = storage ? loadSnapshot(storage) : null;
  if (result?.status === 'restored') {
    current = seeded(result.seededAt, result.db);
    return 'snapshot';
  }
  current = seeded(getConfig().clock());
  return 'seed';
}

function save(): void {
  const storage = snapshotStorage();
  if (storage && current) {
    saveSnapshot(storage, builtCollections(current), { now: getConfig().clock(), seededAt });
  }
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
    save();
  });
}

/** Saves now (tests, and `beforeunload` if a caller wants it). */
export function flushDb(): void {
  save();
}
