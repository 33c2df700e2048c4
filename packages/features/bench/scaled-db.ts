/**
 * A bench's fake API with one collection scaled up: the db is seeded as the app seeds it, scaled,
 * and saved as the app's localStorage snapshot, which an init script hands to the app's read of
 * that key (a scaled db can exceed the browser's 5 MB localStorage quota).
 */
import { fixedNow } from '../../mocks/src/clock.ts';
import { createSeed } from '../../mocks/src/db/create-seed.ts';
import type { Db } from '../../mocks/src/db/schema.ts';
import { saveSnapshot } from '../../mocks/src/persistence/snapshot.ts';

/** The fake API's db as the app restores it from localStorage, with `scale` applied. */
export function scaledSnapshot(scale: (db: Db, now: Date) => void): string {
  const now = new Date(fixedNow);
  const db = createSeed({ now });
  scale(db, now);
  let text = '';
  saveSnapshot(
    {
      getItem: () => null,
      setItem: (_key, value) => {
        text = value;
      },
      removeItem: () => undefined,
    },
    db,
    { now, seededAt: now },
  );
  return text;
}

/**
 * The init script (`addInitScript(servesSnapshot, [SNAPSHOT_KEY, text])`): the app reads `value`
 * as if it were stored under `key`, until it saves that key itself (then its own save is read).
 */
export function servesSnapshot([key, value]: readonly [string, string]) {
  const proto = Storage.prototype;
  // Called with their Storage as `this` below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { getItem: realGet, setItem: realSet } = proto;
  let saved = false;
  // Unnamed functions: the bench's bundler would wrap a name in a helper the page lacks.
  proto.getItem = function (this: Storage, name: string) {
    return name === key && !saved ? value : realGet.call(this, name);
  };
  proto.setItem = function (this: Storage, name: string, text: string) {
    realSet.call(this, name, text);
    if (name === key) saved = true;
  };
}
