import '@atrium/ui/fonts';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { openApiGate, setApiGate } from '@atrium/features';

import { App } from './app.tsx';
import { createAppStoreHolder } from './app-store-holder.ts';
import { isAuthenticated, readSession } from './auth/session-storage.ts';
import { createAppI18n } from './create-app-i18n.ts';
import { createAppRouter } from './routing/create-app-router.tsx';

/**
 * The fake API is a lazy chunk, never part of the main bundle, and absent when VITE_MOCK_API is
 * not 'true'. It starts before the first API request (the api gate), not before the first paint:
 * the login page shows at once, and signed-in screens wait for it in their layout's loader.
 */
if (import.meta.env.VITE_MOCK_API === 'true') {
  // `?mock-latency=0` answers at once: benchmarks measure the app, not the simulated network.
  const latency = Number(new URLSearchParams(location.search).get('mock-latency') ?? Number.NaN);
  setApiGate(async () => {
    const { startMockWorker, emitNotification } = await import('@atrium/mocks/browser');
    await startMockWorker(Number.isFinite(latency) && latency >= 0 ? { latencyMs: latency } : {});
    // End-to-end tests push a notification now rather than wait for the 45 s sample cadence.
    Object.assign(window, { atriumMocks: { emitNotification } });
  });
  // A signed-in visit fetches at once: start now, side by side with the texts and the layout.
  if (isAuthenticated(readSession())) void openApiGate().catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router starts the first screen's guard and chunks now, while the texts download.
const texts = createAppI18n();
const store = createAppStoreHolder();
const router = createAppRouter({
  getSession: store.session,
  loadStore: store.load,
  loadNamespaces: async (namespaces) => (await texts).loadNamespaces([...namespaces]),
});

void texts.then((i18n) => {
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, not in one long task: the page
  // stays responsive while the first screen (and its styles) is built.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App i18n={i18n} router={router} signIn={store.signIn} />
      </StrictMode>,
    );
  });
});
