/**
 * Where the app serves MSW's service worker (packages/app/public). The fake API registers it when
 * it starts; the app's start script registers it earlier still, on a signed-in visit, so the
 * worker installs while the first screen's chunks download (packages/app/vite.config.ts).
 */
export const MOCK_WORKER_URL = '/mockServiceWorker.js';
