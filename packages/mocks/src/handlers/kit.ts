import { delay, http, HttpResponse, type HttpHandler } from 'msw';

import { getConfig } from '../config.ts';
import { commit } from '../db/store.ts';
import type { Failure, Outcome } from '../lib/outcome.ts';

// Handlers are written as "*" + "/api/...": MSW in Node matches absolute URLs only, so they match
// the path on any origin and the same list serves the browser, Storybook and Node tests (STACK.md).
export const api = (path: string): string => `*/api${path}`;

export interface RouteContext {
  request: Request;
  url: URL;
  /** Path parameters, always single strings. */
  params: Record<string, string | undefined>;
}

type Resolver = (ctx: RouteContext) => Response | Promise<Response>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

function normalize(
  params: Record<string, string | readonly string[] | undefined>,
): RouteContext['params'] {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.join('/') : (v as string | undefined),
    ]),
  );
}

/**
 * One route: waits the configured latency, runs the resolver, and after a successful change
 * (`mutates`) records it so the browser snapshot is saved.
 */
function route(method: Method, path: string, resolver: Resolver, mutates: boolean): HttpHandler {
  return http[method](path, async ({ request, params }) => {
    const { latencyMs } = getConfig();
    if (latencyMs > 0) await delay(latencyMs);
    const response = await resolver({
      request,
      url: new URL(request.url),
      params: normalize(params),
    });
    if (mutates && response.status < 400) commit();
    return response;
  });
}

export const get = (
  path: string,
  resolver: Resolver,
  options: { mutates?: boolean } = {},
): HttpHandler => route('get', path, resolver, options.mutates ?? false);
export const post = (path: string, resolver: Resolver): HttpHandler =>
  route('post', path, resolver, true);
export const put = (path: string, resolver: Resolver): HttpHandler =>
  route('put', path, resolver, true);
export const patch = (path: string, resolver: Resolver): HttpHandler =>
  route('patch', path, resolver, true);
export const del = (path: string, resolver: Resolver): HttpHandler =>
  route('delete', path, resolver, true);

/**
 * The JSON body, or undefined when it is missing or not JSON: the domain readers then answer
 * "must be a JSON object" with a 400 instead of the handler throwing.
 */
export async function readJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export const json = (body: unknown, status = 200): Response =>
  HttpResponse.json(body as Record<string, unknown>, { status });
export const noContent = (): Response => new HttpResponse(null, { status: 204 });
export const message = (status: number, text: string): Response =>
  HttpResponse.json({ message: text }, { status });

/** The usual answer to a failed domain outcome. */
export function failure(f: Failure): Response {
  if (f.type === 'invalid') return HttpResponse.json({ errors: f.errors }, { status: 400 });
  if (f.type === 'not-found') return message(404, f.message);
  // README "Errors": kanban add failures are a generic network error, not an HTTP status.
  return HttpResponse.error();
}

/** A domain outcome as the answer: its value with `status`, or the failure's usual answer. */
export const answer = <T>(outcome: Outcome<T>, status = 200): Response =>
  outcome.ok ? json(outcome.value, status) : failure(outcome.failure);

/** README "Errors": an unknown record answered with a 404 and no body (product, review delete). */
export const emptyNotFound = (): Response => new HttpResponse(null, { status: 404 });

/**
 * The usual routes of one collection at `path` (list, one record, create, update, delete), each
 * present when its domain function is given. `Id` is what the domain functions take for the
 * `:id` path parameter (`parseId`'s result, or a number for the e-commerce ones).
 */
export interface Collection<Rows, Id> {
  /** The collection path as `api()` gives it; records live at `${path}/:id`. */
  path: string;
  /** The live rows, read on each request (a reset replaces the db). */
  rows: () => Rows;
  id: (raw: string | undefined) => Id;
  list?: (rows: Rows, query: URLSearchParams) => unknown;
  find?: (rows: Rows, id: Id) => unknown;
  /** Answered `201` and the stored record (README "Calls"). */
  create?: (rows: Rows, body: unknown) => Outcome<unknown>;
  /** Served for both PUT and PATCH. */
  update?: (rows: Rows, id: Id, body: unknown) => Outcome<unknown>;
  remove?: (rows: Rows, id: Id) => boolean;
  /** The answer to an unknown id on GET (and on DELETE unless `removeMissing` is given). */
  missing: () => Response;
  removeMissing?: () => Response;
}

export function collection<Rows, Id>(c: Collection<Rows, Id>): HttpHandler[] {
  const { path, rows, id, list, find, create, update, remove, missing } = c;
  const one = `${path}/:id`;
  const updateRoute: Resolver | undefined = update
    ? async ({ request, params }) => {
        const table = rows();
        return answer(update(table, id(params.id), await readJson(request)));
      }
    : undefined;
  return [
    list && get(path, ({ url }) => json(list(rows(), url.searchParams))),
    find &&
      get(one, ({ params }) => {
        const found = find(rows(), id(params.id));
        return found ? json(found) : missing();
      }),
    create &&
      post(path, async ({ request }) => {
        const table = rows();
        return answer(create(table, await readJson(request)), 201);
      }),
    updateRoute && put(one, updateRoute),
    updateRoute && patch(one, updateRoute),
    remove &&
      del(one, ({ params }) =>
        remove(rows(), id(params.id)) ? noContent() : (c.removeMissing ?? missing)(),
      ),
  ].filter((route): route is HttpHandler => route !== undefined);
}
