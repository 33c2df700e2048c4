import { setupWorker, type SetupWorker } from 'msw/browser';

import { realClock } from './clock.ts';
import { configureMocks, type MocksConfig } from './configure.ts';
import { loadDb } from './db/store.ts';
import { dispatchByPath } from './handlers/dispatch-by-path.ts';
import { handlers } from './handlers/index.ts';

/** For the app's dev entry: lets end-to-end tests push a notification now (see its main.tsx). */
export { emitNotification } from './broadcasting/hub.ts';

/** What the app gets unless it says otherwise: a live-feeling API that keeps its data. */
const APP_DEFAULTS: MocksConfig = {
  latencyMs: 200,
  clock: realClock,
  notificationIntervalMs: 45_000,
  persist: true,
};

/**
 * Starts the fake API in the browser (the app's dev entry, when VITE_MOCK_API is 'true'). Starts
 * the worker and, while it registers, restores the saved db or seeds it; requests it does not
 * handle go to the network (README "Use"). Options override the app defaults above.
 */
export async function startMockWorker(options: Partial<MocksConfig> = {}): Promise<SetupWorker> {
  configureMocks({ ...APP_DEFAULTS, ...options });
  const worker = setupWorker(...dispatchByPath(handlers));
  const started = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // Registering and activating the service worker is mostly waiting on the browser: the db is
  // restored or seeded meanwhile. No request reaches a handler before this function returns (the
  // app's API gate waits for it), and one that did would seed through getDb.
  loadDb();
  await started;
  return worker;
}
