// @vitest-environment node
import { getResponse, http, HttpResponse, ws, type AnyHandler, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { configureMocks } from '../configure.ts';
import { resetDb } from '../db/store.ts';
import { dispatchByPath } from './dispatch-by-path.ts';
import { handlers } from './index.ts';

const httpOnly = (list: readonly AnyHandler[]): RequestHandler[] =>
  list.filter((h): h is RequestHandler => 'resolver' in h);

/** Status, content type and body of what a handler list answers, or null when it is unhandled. */
async function answer(list: readonly AnyHandler[], url: string, init?: RequestInit) {
  const response = await getResponse(httpOnly(list), new Request(`http://localhost${url}`, init));
  if (!response) return null;
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
}

/** Whether the list takes the request at all: MSW reports the request unhandled otherwise. */
async function takes(list: readonly AnyHandler[], url: string, init?: RequestInit) {
  for (const handler of httpOnly(list)) {
    const request = new Request(`http://localhost${url}`, init);
    if ((await handler.run({ request, requestId: 'test' })) !== null) return true;
  }
  return false;
}

const text = (body: string) => () => HttpResponse.text(body);

describe('dispatchByPath', () => {
  beforeEach(() => {
    configureMocks({ latencyMs: 0, persist: false });
    resetDb();
  });

  it('answers every kind of fake API request as the handlers themselves do', async () => {
    const dispatched = dispatchByPath(handlers);
    const requests: [string, RequestInit?][] = [
      ['/mock-assets/products/puzzle-box-1000.svg'],
      ['/api/apps/ecommerce/dashboard/summary'],
      ['/api/apps/ecommerce/orders?q=an&perPage=5'],
      ['/api/apps/ecommerce/orders/3'],
      ['/api/apps/ecommerce/orders/999999'],
      ['/api/notifications'],
      ['/api/pages/faq?q=cancel'],
      ['/API/Notifications'],
      ['/api/apps/ecommerce/dashboard/summary/more'],
      ['/api/nothing-here'],
      ['/assets/index.js'],
      ['/api/auth/login', { method: 'POST', body: JSON.stringify({ email: 'x', password: '' }) }],
      ['/api/auth/login', { method: 'PATCH', body: '{}' }],
    ];
    for (const [url, init] of requests) {
      resetDb();
      const expected = await answer(handlers, url, init);
      resetDb();
      expect(await answer(dispatched, url, init), url).toEqual(expected);
    }
  });

  it('leaves a request no handler fits unhandled, so onUnhandledRequest still sees it', async () => {
    const dispatched = dispatchByPath([http.get('*/api/things/:id', text('thing'))]);
    expect(await answer(dispatched, '/api/things/1')).toMatchObject({ body: 'thing' });
    expect(await takes(dispatched, '/api/things/1')).toBe(true);
    expect(await takes(dispatched, '/api/things')).toBe(false);
    expect(await takes(dispatched, '/api/things/1/parts')).toBe(false);
    expect(await takes(dispatched, '/api/things/1', { method: 'DELETE' })).toBe(false);
  });

  it('fits an optional parameter and a trailing slash the way MSW does', async () => {
    const handlers = [
      http.get('*/api/boxes/:id?', text('box')),
      http.get('*/api/shelves/', text('shelves')),
    ];
    const dispatched = dispatchByPath(handlers);
    for (const url of [
      '/api/boxes',
      '/api/boxes/2',
      '/api/shelves',
      '/api/shelves/',
      '/api/boxesx',
    ]) {
      expect(await takes(dispatched, url), url).toBe(await takes(handlers, url));
      expect(await answer(dispatched, url), url).toEqual(await answer(handlers, url));
    }
  });

  it('keeps the order: the first fitting handler that answers wins, one that passes on is skipped', async () => {
    const dispatched = dispatchByPath([
      http.get('*/api/things/special', () => undefined),
      http.get('*/api/things/:id', text('by id')),
      http.get('*/api/things/special', text('never reached')),
    ]);
    expect(await answer(dispatched, '/api/things/special')).toMatchObject({ body: 'by id' });
  });

  it('tries handlers without a path prefix on every request', async () => {
    const dispatched = dispatchByPath([
      http.get(/\/legacy\/\d+$/, text('regexp')),
      http.get(({ request }) => request.url.endsWith('/custom'), text('predicate')),
      http.all('http://localhost/absolute/:x', text('absolute')),
    ]);
    expect(await answer(dispatched, '/legacy/12')).toMatchObject({ body: 'regexp' });
    expect(await answer(dispatched, '/any/where/custom')).toMatchObject({ body: 'predicate' });
    expect(await answer(dispatched, '/absolute/1', { method: 'PUT' })).toMatchObject({
      body: 'absolute',
    });
  });

  it('stands one handler in for the HTTP handlers and passes WebSocket handlers through', () => {
    const socket = ws.link('wss://example.test').addEventListener('connection', () => {});
    const dispatched = dispatchByPath([
      http.get('*/a', text('a')),
      socket,
      http.get('*/b', text('b')),
    ]);
    expect(dispatched).toHaveLength(2);
    expect(dispatched[1]).toBe(socket);
  });
});
