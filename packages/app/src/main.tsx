import '@atrium/ui/fonts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { openApiGate, setApiGate } from '@atrium/features';

import { App } from './app.tsx';
import { isAuthenticated, readSession } from './auth/session-storage.ts';
import { createAppI18n } from './create-app-i18n.ts';

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

void createAppI18n().then((i18n) => {
  createRoot(container).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});
