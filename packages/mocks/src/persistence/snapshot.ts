import type { SnapshotStorage } from '../config.ts';
import { ARRAY_KEYS, OBJECT_KEYS, type Db } from '../db/schema.ts';
import { isRecord } from '../lib/text.ts';

export const SNAPSHOT_KEY = 'atrium.mocks.db';
/**
 * Bump when the shape of `Db` or the seed content changes: an older snapshot is then dropped for
 * the new seed instead of feeding old shapes to new screens.
 */
export const SNAPSHOT_VERSION = 10;

interface Snapshot {
  version: number;
  savedAt: string;
  /** When the db was seeded: collections missing from `db` are built as of then. */
  seededAt: string;
  /** The collections built so far (a visit seeds only what its screens read). */
  db: Partial<Db>;
}

export function saveSnapshot(
  storage: SnapshotStorage,
  db: Partial<Db>,
  { now, seededAt }: { now: Date; seededAt: Date },
): void {
  const snapshot: Snapshot = {
    version: SNAPSHOT_VERSION,
    savedAt: now.toISOString(),
    seededAt: seededAt.toISOString(),
    db,
  };
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch (error) {
    // Quota exceeded or storage disabled: keep serving from memory rather than failing a request.
    console.warn(
      '[mocks] could not save the fake API snapshot; changes will not survive a reload.',
      error,
    );
  }
}

export function clearSnapshot(storage: SnapshotStorage): void {
  try {
    storage.removeItem(SNAPSHOT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

const KNOWN_KEYS = new Set<string>([...ARRAY_KEYS, ...OBJECT_KEYS]);
const isArrayKey = (key: string): boolean => (ARRAY_KEYS as readonly string[]).includes(key);

/**
 * Shallow shape check of the collections present: enough to refuse a snapshot from another
 * format or a truncated write.
 */
function isPartialDb(value: unknown): value is Partial<Db> {
  if (!isRecord(value)) return false;
  return Object.entries(value).every(
    ([key, collection]) =>
      KNOWN_KEYS.has(key) && (isArrayKey(key) ? Array.isArray(collection) : isRecord(collection)),
  );
}

const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

export type LoadResult =
  | { status: 'restored'; db: Partial<Db>; seededAt: Date }
  | { status: 'empty' }
  | { status: 'rejected'; reason: string };

/**
 * Reads the snapshot. A corrupt, foreign or older-version snapshot is removed and reported as
 * rejected with a console warning, so the caller falls back to the seed.
 */
export function loadSnapshot(storage: SnapshotStorage): LoadResult {
  let raw: string | null;
  try {
    raw = storage.getItem(SNAPSHOT_KEY);
  } catch {
    return { status: 'empty' };
  }
  if (raw === null) return { status: 'empty' };
  let reason: string;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) reason = 'it is not an object';
    else if (parsed.version !== SNAPSHOT_VERSION)
      reason = `it has version ${String(parsed.version)}, expected ${SNAPSHOT_VERSION}`;
    else if (!isDate(parsed.seededAt)) reason = 'it has no seeding date';
    else if (!isPartialDb(parsed.db)) reason = 'its collections are unknown or malformed';
    else return { status: 'restored', db: parsed.db, seededAt: new Date(parsed.seededAt) };
  } catch {
    reason = 'it is not valid JSON';
  }
  console.warn(
    `[mocks] ignoring the saved fake API data because ${reason}; starting from the seed.`,
  );
  clearSnapshot(storage);
  return { status: 'rejected', reason };
}
