import { setupWorker, type SetupWorker } from 'msw/browser';

import { realClock } from './clock.ts';
import { configureMocks, type MocksConfig } from './configure.ts';
import { loadDb } from './db/store.ts';
import { eagerHandlers, lazyDomains } from './handlers/browser-domains.ts';
import { dispatchByPath, dispatchOnDemand } from './handlers/dispatch-by-path.ts';
import { MOCK_WORKER_URL } from './worker-url.ts';

/** For the app's dev entry: lets end-to-end tests push a notification now (see its main.tsx). */
export { emitNotification } from './broadcasting/hub.ts';

/** What the app gets unless it says otherwise: a live-feeling API that keeps its data. */
const APP_DEFAULTS: MocksConfig = {
  latencyMs: 200,
  clock: realClock,
  notificationIntervalMs: 45_000,
  incomingMailIntervalMs: 180_000,
  chatReplySpeed: 1,
  persist: true,
};

/**
 * Starts the fake API in the browser (the app's dev entry, when VITE_MOCK_API is 'true'). Starts
 * the worker and, while it registers, restores the saved db; requests it does not handle go to
 * the network (README "Use"). A domain's code and seed load on its first request (README
 * "Per-domain loading"), so a screen pays only for the domains it calls. Options override the
 * app defaults above.
 */
export async function startMockWorker(options: Partial<MocksConfig> = {}): Promise<SetupWorker> {
  configureMocks({ ...APP_DEFAULTS, ...options });
  const worker = setupWorker(
    ...dispatchByPath(eagerHandlers),
    ...lazyDomains.map((domain) => dispatchOnDemand(domain.prefixes, domain.load)),
  );
  const started = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: MOCK_WORKER_URL },
  });
  // Registering and activating the service worker is mostly waiting on the browser: the saved db
  // is read meanwhile (a collection no snapshot holds is seeded on its first read). No request
  // reaches a handler before this function returns (the app's API gate waits for it).
  loadDb();
  await started;
  return worker;
}
