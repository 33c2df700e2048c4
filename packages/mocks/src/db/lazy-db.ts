import { ARRAY_KEYS, OBJECT_KEYS, type Db } from './schema.ts';
import type { SeedContext, SeedPart } from './seed-part.ts';

export const DB_KEYS: readonly (keyof Db)[] = [...ARRAY_KEYS, ...OBJECT_KEYS];

/** Where to find the part that builds each collection. */
export type PartsByKey = ReadonlyMap<keyof Db, SeedPart>;

const setValue = (db: Db, key: keyof Db, value: unknown): void => {
  Object.defineProperty(db, key, { value, writable: true, enumerable: true, configurable: true });
};

/**
 * A db whose collections are built on first read, a whole part at a time, with the context of the
 * moment the db was created; `restored` collections (a saved snapshot) are there from the start.
 * Once built, a collection is a plain property, so the domain functions see an ordinary object.
 */
export function lazyDb(parts: PartsByKey, context: SeedContext, restored: Partial<Db> = {}): Db {
  const db = {} as Db;
  const build = (key: keyof Db): void => {
    const part = parts.get(key);
    if (!part) {
      throw new Error(
        `[mocks] nothing builds "${key}": the handlers that read it must name its seed part (withSeeds).`,
      );
    }
    const built = part.build(context);
    // A part's other collections may already be restored or replaced: those stay as they are.
    for (const partKey of part.keys) {
      if (isPending(db, partKey)) setValue(db, partKey, built[partKey]);
    }
  };
  for (const key of DB_KEYS) {
    if (restored[key] !== undefined) {
      setValue(db, key, restored[key]);
      continue;
    }
    Object.defineProperty(db, key, {
      get: () => {
        build(key);
        return db[key];
      },
      set: (value: unknown) => setValue(db, key, value),
      enumerable: true,
      configurable: true,
    });
  }
  return db;
}

/** True while the collection has not been built (nor restored, nor assigned). */
export function isPending(db: Db, key: keyof Db): boolean {
  return Object.getOwnPropertyDescriptor(db, key)?.get !== undefined;
}

/** The collections that exist so far: what a snapshot saves. */
export function builtCollections(db: Db): Partial<Db> {
  return Object.fromEntries(
    DB_KEYS.filter((key) => !isPending(db, key)).map((key) => [key, db[key]]),
  );
}
