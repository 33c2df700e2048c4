import { setupServer } from 'msw/node';

import { handlers } from './index.ts';

/** The fake API for Node tests: `server.listen({ onUnhandledRequest: 'error' })` in a setup file. */
export const server = setupServer(...handlers);
