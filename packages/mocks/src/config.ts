import { fixedClock, type Clock } from './clock.ts';

/** Where snapshots go: `localStorage` or anything with the same three methods (tests). */
export interface SnapshotStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface MocksConfig {
  /** Delay before every HTTP answer, in ms. 0 in tests and Storybook; ~200 in the app. */
  latencyMs: number;
  /** "Now" for the seed and for new records. Fixed by default so stories and tests never drift. */
  clock: Clock;
  /** Cadence of sample notifications on the signed-in user's channel; 0 turns them off. */
  notificationIntervalMs: number;
  /**
   * Cadence of incoming mail in Mail's inbox, each pushed as an "email received" event on the
   * user channels (README "Mail extensions"); 0 turns it off.
   */
  incomingMailIntervalMs: number;
  /**
   * How fast a contact answers a chat message (delivered, seen, typing, reply: README "Chat
   * extensions"), as a factor of the app's timing (reply within 3 s); 0 turns the answers off.
   */
  chatReplySpeed: number;
  /**
   * Keep the db across reloads: `true` uses `localStorage`, or pass a storage. Off by default, so
   * Node, tests and Storybook always start from the seed.
   */
  persist: boolean | SnapshotStorage;
}

const defaults: MocksConfig = {
  latencyMs: 0,
  clock: fixedClock,
  notificationIntervalMs: 0,
  incomingMailIntervalMs: 0,
  chatReplySpeed: 0,
  persist: false,
};

let current: MocksConfig = { ...defaults };

export function getConfig(): Readonly<MocksConfig> {
  return current;
}

/** Merges settings into the fake API's configuration and returns the result. */
export function setConfig(patch: Partial<MocksConfig>): Readonly<MocksConfig> {
  current = { ...current, ...patch };
  return current;
}

/** Restores every setting to its default (tests call it in afterEach). */
export function resetConfig(): void {
  current = { ...defaults };
}

/** The storage snapshots use now, or null when persistence is off or there is no storage. */
export function snapshotStorage(): SnapshotStorage | null {
  const { persist } = current;
  if (persist === false) return null;
  if (persist !== true) return persist;
  try {
    // Guarded: absent in Node, and throws in some privacy modes.
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}
