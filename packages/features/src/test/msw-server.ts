import { afterAll, afterEach, beforeAll } from 'vitest';

import { resetDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';

/** Runs the fake API for the calling test file; unhandled requests fail the test. */
export function setupFakeApi(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    void resetDb();
  });
  afterAll(() => server.close());
  return server;
}
