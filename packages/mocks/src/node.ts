import { setupServer } from 'msw/node';

import { dispatchByPath } from './handlers/dispatch-by-path.ts';
import { handlers } from './handlers/index.ts';

/**
 * The fake API for Node tests: `server.listen({ onUnhandledRequest: 'error' })` before all,
 * `resetDb()` before each, `server.resetHandlers()` after each. No latency, fixed clock and no
 * persistence unless a test calls `configureMocks`.
 */
export const server = setupServer(...dispatchByPath(handlers));
