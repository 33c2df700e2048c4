import type { Db } from './schema.ts';

export interface SeedContext {
  /** "Now" for every relative date: when the db was first seeded, not when a part is built. */
  now: Date;
  /** Multiplies the list collections the benchmark measures; 1 is the real seed. */
  scale: number;
}

/**
 * Collections that are built together, because one is derived from another (orders from
 * customers, categories from products) or because the same calls read them. The db builds a part
 * on the first read of any of its keys, so a screen pays only for the collections it asks for.
 */
export interface SeedPart {
  readonly keys: readonly (keyof Db)[];
  readonly build: (context: SeedContext) => Partial<Db>;
}

/** A part whose `build` is checked to return exactly its `keys`. */
export const seedPart = <K extends keyof Db>(
  keys: readonly K[],
  build: (context: SeedContext) => Pick<Db, K>,
): SeedPart => ({ keys, build });
