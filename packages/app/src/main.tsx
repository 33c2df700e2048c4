import '@atrium/ui/fonts';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app.tsx';

/**
 * The fake API starts before the first render so the first requests are already answered; it is
 * a lazy chunk, never part of the main bundle, and absent when VITE_MOCK_API is not 'true'.
 */
async function startFakeApiIfEnabled(): Promise<void> {
  if (import.meta.env.VITE_MOCK_API !== 'true') return;
  const { startMockWorker } = await import('@atrium/mocks/browser');
  await startMockWorker();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startFakeApiIfEnabled().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
