import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';

import { ecommerceHandlers, handlersByDomain } from '@atrium/mocks';

/**
 * Story parameters that replace some e-commerce calls and keep the rest of that domain:
 * `parameters: withEcommerce(http.get(...))`. Overrides come first, so they win.
 */
export const withEcommerce = (...overrides: HttpHandler[]) => ({
  msw: { handlers: { ecommerce: [...overrides, ...ecommerceHandlers] } },
});

/**
 * Story parameters that replace some calls of one fake-API domain (`handlersByDomain`'s key) and
 * keep the rest of it: `withDomain('academy')(http.get(...))`. Overrides come first, so they win.
 */
export const withDomain =
  (domain: string) =>
  (...overrides: HttpHandler[]) => ({
    msw: { handlers: { [domain]: [...overrides, ...(handlersByDomain[domain] ?? [])] } },
  });

/** The machine running the checks is shared and slow: wait longer than waitFor's 1 s. */
export const patient = { timeout: 10_000 };

/** Story parameters whose GET `endpoint` answers `body` (the rest of the e-commerce API stays). */
export const answering = (endpoint: string, body: JsonBodyType) =>
  withEcommerce(http.get(endpoint, () => HttpResponse.json(body)));

/**
 * Story parameters whose `endpoint` never answers (a GET by default: the screen stays on its
 * skeleton; a PATCH: the save stays in flight).
 */
export const neverAnswering = (endpoint: string, method: 'get' | 'patch' = 'get') =>
  withEcommerce(
    http[method](endpoint, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );

/** Story parameters whose `endpoint` answers 500 (a GET by default; a PATCH: the save fails). */
export const failing = (endpoint: string, method: 'get' | 'patch' = 'get') =>
  withEcommerce(
    http[method](endpoint, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  );
