import { syncCadence } from './broadcasting/hub.ts';
import { getConfig, resetConfig, setConfig, type MocksConfig } from './config.ts';

export type { MocksConfig, SnapshotStorage } from './config.ts';

/**
 * Changes how the fake API behaves: latency, clock, notification cadence, persistence.
 * The clock is read when the seed is built (first request, `resetDb()`, `startMockWorker()`), so
 * set it before those, or call `resetDb()` after.
 */
export function configureMocks(patch: Partial<MocksConfig>): Readonly<MocksConfig> {
  const next = setConfig(patch);
  syncCadence();
  return next;
}

/** Back to the defaults: no latency, fixed clock, no notifications, no persistence. */
export function resetMocksConfig(): void {
  resetConfig();
  syncCadence();
}

export { getConfig as getMocksConfig };
