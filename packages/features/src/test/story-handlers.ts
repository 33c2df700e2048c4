import type { HttpHandler } from 'msw';

import { ecommerceHandlers } from '@atrium/mocks';

/**
 * Story parameters that replace some e-commerce calls and keep the rest of that domain:
 * `parameters: withEcommerce(http.get(...))`. Overrides come first, so they win.
 */
export const withEcommerce = (...overrides: HttpHandler[]) => ({
  msw: { handlers: { ecommerce: [...overrides, ...ecommerceHandlers] } },
});

/** The machine running the checks is shared and slow: wait longer than waitFor's 1 s. */
export const patient = { timeout: 10_000 };
