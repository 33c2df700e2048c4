import { setupWorker } from 'msw/browser';

import { handlers } from './index.ts';

/** Starts the fake API in the browser; requests it does not handle go to the network (SPEC §1). */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
