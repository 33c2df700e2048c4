import { getResponse, http, HttpHandler, matchRequestUrl, type AnyHandler } from 'msw';

/** An HTTP handler and the part of its path that every request it matches starts with. */
interface Route {
  handler: HttpHandler;
  /** Lower-cased: MSW matches paths case-insensitively. Empty when any path may match. */
  prefix: string;
}

/**
 * `*\/api/apps/ecommerce/orders/:id` → `/api/apps/ecommerce/orders`: the static start, without
 * its last slash, which an optional parameter or a trailing slash lets a request leave out.
 * Absolute URLs, regular expressions and custom predicates get no prefix, so they are tried on
 * every request.
 */
export function staticPrefix(path: HttpHandler['info']['path']): string {
  if (typeof path !== 'string' || !path.startsWith('*/')) return '';
  const rest = path.slice(1);
  const dynamic = rest.search(/[:*(?{]/);
  return (dynamic === -1 ? rest : rest.slice(0, dynamic)).replace(/\/+$/, '').toLowerCase();
}

function fits(route: Route, request: Request, url: URL): boolean {
  const { handler, prefix } = route;
  if (prefix !== '' && !url.pathname.toLowerCase().startsWith(prefix)) return false;
  const { method, path } = handler.info;
  const methodFits =
    method instanceof RegExp
      ? method.test(request.method)
      : method.toUpperCase() === request.method.toUpperCase();
  if (!methodFits) return false;
  // A custom predicate cannot be tried without running it: the handler itself decides.
  return typeof path === 'function' || matchRequestUrl(url, path).matches;
}

/** The HTTP handlers that fit a request, in their original order; and the handlers that are not HTTP. */
function router(handlers: readonly AnyHandler[]) {
  const routes: Route[] = [];
  const others: AnyHandler[] = [];
  for (const handler of handlers) {
    if (handler instanceof HttpHandler) {
      routes.push({ handler, prefix: staticPrefix(handler.info.path) });
    } else {
      others.push(handler);
    }
  }
  const candidates = (request: Request): HttpHandler[] => {
    const url = new URL(request.url);
    return routes.filter((route) => fits(route, request, url)).map((route) => route.handler);
  };
  return { candidates, others };
}

/**
 * The same handlers, answering the same way, at a fraction of the cost per request.
 *
 * MSW tries handlers in order until one answers, and every try parses the request's cookies (in
 * the browser: `document.cookie` and MSW's cookie jar in localStorage) and matches the handler's
 * path. With a hundred handlers, an image near the end of the list paid that a hundred times.
 * Here one handler stands in for all HTTP handlers: it picks those whose path and method fit
 * the request, by a string comparison first, and lets MSW run only them, in their original
 * order. A request none of them fits stays unhandled, so `onUnhandledRequest` still reports it,
 * and handlers added later with `use()` still come first. WebSocket handlers pass through as
 * they are.
 */
export function dispatchByPath(handlers: readonly AnyHandler[]): AnyHandler[] {
  const { candidates, others } = router(handlers);
  const dispatcher = http.all(
    ({ request }) => candidates(request).length > 0,
    ({ request }) => getResponse(candidates(request), request),
  );
  return [dispatcher, ...others];
}

/** True when the request's path is `prefix` or below it (compared as MSW does, ignoring case). */
export function isUnder(prefixes: readonly string[], request: Request): boolean {
  const path = new URL(request.url).pathname.toLowerCase();
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * One handler for a whole domain that is not loaded yet: the first request under one of its
 * `prefixes` loads its HTTP handlers (`load`, a dynamic import), and every request is then
 * answered as `dispatchByPath` would. A request the domain does not answer falls through.
 */
export function dispatchOnDemand(
  prefixes: readonly string[],
  load: () => Promise<readonly AnyHandler[]>,
): HttpHandler {
  let loaded: Promise<(request: Request) => HttpHandler[]> | undefined;
  return http.all(
    ({ request }) => isUnder(prefixes, request),
    async ({ request }) => {
      loaded ??= load().then((handlers) => router(handlers).candidates);
      const candidates = (await loaded)(request);
      return candidates.length > 0 ? getResponse(candidates, request) : undefined;
    },
  );
}
