// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { OrdersResponse } from '../types/ecommerce.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const LISTS = [
  '/api/app-bar/search',
  '/api/apps/academy/courses',
  '/api/apps/calendar',
  '/api/apps/chat/chats-and-contacts',
  '/api/apps/ecommerce/products',
  '/api/apps/ecommerce/categories',
  '/api/apps/ecommerce/orders',
  '/api/apps/ecommerce/customers',
  '/api/apps/ecommerce/reviews',
  '/api/apps/ecommerce/referrals',
  '/api/apps/email',
  '/api/apps/invoice',
  '/api/apps/invoice/clients',
  '/api/apps/invoice/summary',
  '/api/apps/kanban',
  '/api/apps/logistics/vehicles',
  '/api/apps/permissions',
  '/api/apps/roles',
  '/api/apps/users',
  '/api/pages/datatable',
  '/api/pages/faq',
  '/api/pages/help-center',
  '/api/pages/help-center/article',
  '/api/pages/profile',
  '/api/pages/profile/header',
  '/api/apps/academy/course-details',
];

const HOSTILE_QUERIES = [
  'q=(',
  'q=[',
  'q=*',
  'q=.*',
  'q=%5C',
  'q=%25',
  'q=%3F',
  `q=${'x'.repeat(5_000)}`,
  'q=%F0%9F%92%A5',
  "q=';DROP TABLE users;--",
  'page=0&itemsPerPage=0',
  'page=-1&itemsPerPage=-5',
  'page=abc&itemsPerPage=xyz',
  'page=1e309&itemsPerPage=1e309',
  'page=99999999999999999999&itemsPerPage=99999999999999999999',
  'page=1.5&itemsPerPage=2.5',
  'page=&itemsPerPage=',
  'page=2&page=3',
  'sortBy=constructor',
  'sortBy=__proto__&orderBy=desc',
  'sortBy=toString',
  'sortBy=nope&orderBy=sideways',
  'orderBy=DESC',
  'stock=maybe&status=%5B%5D&category=__proto__',
  'label=constructor&hideCompleted=2',
  'filter=constructor&label=__proto__',
  'calendars=__proto__&calendars=',
  'tab=__proto__',
  'tab=constructor',
  'selectedDateRange=%7B%22start%22',
  'selectedDateRange=1%20to%20x',
  'role=__proto__&plan=&status=%00',
];

describe('hostile query strings', { timeout: 20_000 }, () => {
  it.each(LISTS)('%s never answers 5xx or breaks', async (path) => {
    for (const query of HOSTILE_QUERIES) {
      const { status, networkError, body } = await getJson(`${path}?${query}`);
      expect(networkError, `${path}?${query}`).toBe(false);
      expect(status, `${path}?${query}`).toBeLessThan(500);
      expect(body, `${path}?${query}`).toBeDefined();
    }
  });

  it('falls back to the default page for bad paging, and serves nothing past the end', async () => {
    for (const query of [
      'page=0&itemsPerPage=0',
      'page=-1&itemsPerPage=-5',
      'page=abc&itemsPerPage=xyz',
      'page=&itemsPerPage=',
    ]) {
      const { body } = await getJson<OrdersResponse>(`/api/apps/ecommerce/orders?${query}`);
      expect(body.orders, query).toHaveLength(10);
      expect(body.orders[0]?.id, query).toBe(1);
    }
    expect(
      (await getJson<OrdersResponse>('/api/apps/ecommerce/orders?page=99999999999999999999')).body
        .orders,
    ).toEqual([]);
    expect(
      (await getJson<OrdersResponse>('/api/apps/ecommerce/orders?itemsPerPage=1e300')).body.orders,
    ).toHaveLength(100);
  });
});

const MUTATIONS: [string, string][] = [
  ['POST', '/api/auth/login'],
  ['POST', '/api/apps/calendar'],
  ['PUT', '/api/apps/calendar/1'],
  ['POST', '/api/apps/chat/chats/1'],
  ['POST', '/api/apps/ecommerce/products'],
  ['PUT', '/api/apps/ecommerce/products/1'],
  ['POST', '/api/apps/ecommerce/categories'],
  ['PUT', '/api/apps/ecommerce/categories/1'],
  ['PATCH', '/api/apps/ecommerce/orders/1'],
  ['POST', '/api/apps/ecommerce/customers'],
  ['PUT', `/api/apps/ecommerce/customers/{customerId}`],
  ['PUT', `/api/apps/ecommerce/customers/{customerId}/notifications`],
  ['PUT', `/api/apps/ecommerce/customers/{customerId}/two-step`],
  ['POST', `/api/apps/ecommerce/customers/{customerId}/password`],
  ['PATCH', '/api/apps/ecommerce/reviews/1'],
  ['POST', '/api/apps/email'],
  ['POST', '/api/apps/invoice'],
  ['PUT', '/api/apps/invoice/4987'],
  ['POST', '/api/apps/invoice/4987/payments'],
  ['POST', '/api/apps/invoice/4987/send'],
  ['POST', '/api/apps/invoice/clients'],
  ['PUT', '/api/apps/kanban/board/rename'],
  ['PUT', '/api/apps/kanban/board/state-update'],
  ['PUT', '/api/apps/kanban/item/update'],
  ['PUT', '/api/apps/kanban/item/state-update'],
  ['POST', '/api/apps/permissions'],
  ['PUT', '/api/apps/permissions/1'],
  ['POST', '/api/apps/roles'],
  ['PUT', '/api/apps/roles/1'],
  ['POST', '/api/apps/users'],
  ['PUT', '/api/apps/users/1'],
  ['POST', '/broadcasting/auth'],
  ['POST', '/broadcasting/user-auth'],
];
/** README "Errors" makes these answer a network error instead of a status. */
const NETWORK_ERROR_BY_SPEC: [string, string][] = [
  ['POST', '/api/apps/kanban/board/add'],
  ['POST', '/api/apps/kanban/item/add'],
];

const BAD_BODIES: unknown[] = [
  undefined,
  '',
  'not json',
  '{"a":',
  '[]',
  'null',
  '"text"',
  '123',
  'true',
  {},
  { __proto__: { polluted: true } },
  '{"__proto__":{"polluted":true}}',
  {
    id: 'x',
    title: ['x'],
    name: { deep: 1 },
    email: 42,
    ids: 'all',
    data: [],
    label: {},
    status: null,
    price: 'NaN',
    qty: -0,
  },
  '{"qty":1e309,"total":-1e309,"id":1.5}',
  JSON.stringify({ nested: Array.from({ length: 200 }, (_, i) => ({ i })) }),
];

describe('hostile request bodies', { timeout: 20_000 }, () => {
  it.each(MUTATIONS)('%s %s answers 4xx (or succeeds), never 5xx', async (method, rawPath) => {
    const path = rawPath.replace('{customerId}', String(getDb().customers[0]?.customerId));
    for (const body of BAD_BODIES) {
      const result = await call(method, path, body);
      expect(result.networkError, `${method} ${path} ${String(body)}`).toBe(false);
      expect(result.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(NETWORK_ERROR_BY_SPEC)(
    '%s %s fails as a network error on bad bodies (README "Errors"), never 5xx',
    async (method, path) => {
      for (const body of BAD_BODIES) {
        const result = await call(method, path, body);
        expect(result.networkError || result.status < 500, `${method} ${path}`).toBe(true);
      }
    },
  );
});

describe('hostile path parameters', { timeout: 20_000 }, () => {
  const ids = [
    '0',
    '-1',
    '1.5',
    '1e3',
    'abc',
    'constructor',
    '__proto__',
    '%00',
    '99999999999999999999',
    '%F0%9F%92%A5',
  ];
  const routes = [
    ['GET', '/api/apps/users/'],
    ['DELETE', '/api/apps/users/'],
    ['GET', '/api/apps/invoice/'],
    ['DELETE', '/api/apps/invoice/'],
    ['GET', '/api/apps/ecommerce/customers/'],
    ['GET', '/api/apps/ecommerce/orders/'],
    ['DELETE', '/api/apps/ecommerce/products/'],
    ['DELETE', '/api/apps/ecommerce/reviews/'],
    ['DELETE', '/api/apps/calendar/'],
    ['GET', '/api/apps/chat/chats/'],
    ['DELETE', '/api/apps/kanban/board/'],
    ['DELETE', '/api/apps/kanban/item/'],
    ['GET', '/mock-assets/avatars/'],
    ['GET', '/mock-assets/files/'],
  ];
  it.each(routes)('%s %s{id} answers 4xx for junk ids', async (method, prefix) => {
    for (const id of ids) {
      const { status } = await call(method, `${prefix}${id}`);
      expect(status, `${method} ${prefix}${id}`).toBeGreaterThanOrEqual(200);
      expect(status, `${method} ${prefix}${id}`).toBeLessThan(500);
    }
  });
});
