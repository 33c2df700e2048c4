import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { AppStore } from '../store.ts';
import { buildRoutes } from './app-routes.tsx';
import { href } from './route-table.ts';

const signedOut = () => ({
  userData: null,
  accessToken: null,
  abilityRules: [],
  remember: true,
});

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const child = findRoute(route.children ?? [], path);
    if (child) return child;
  }
  return undefined;
}

const loadStore = () => Promise.reject(new Error('no signed-in frame in these tests'));

async function loadScreen(route: RouteObject | undefined) {
  const lazy = route?.lazy;
  if (typeof lazy !== 'function') throw new Error('the route has no lazy screen');
  return (await lazy()) as { Component?: unknown };
}

describe('buildRoutes', () => {
  it.each([
    href('ecommerce.orderList'),
    href('dashboards.ecommerce'),
    href('ecommerce.dashboard'),
    href('dashboards.ecommerce.wall'),
  ])("loads a feature screen's texts side by side with its chunk: %s", async (path) => {
    const loadNamespaces = vi.fn(() => Promise.resolve());
    const routes = buildRoutes({ getSession: signedOut, loadNamespaces, loadStore });
    const screen = await loadScreen(findRoute(routes, path));
    expect(screen.Component).toBeTypeOf('function');
    expect(loadNamespaces).toHaveBeenCalledWith(['ecommerce']);
  });

  it('asks for no texts when a screen reads only the shell namespaces', async () => {
    const loadNamespaces = vi.fn(() => Promise.resolve());
    const routes = buildRoutes({ getSession: signedOut, loadNamespaces, loadStore });
    const screen = await loadScreen(findRoute(routes, href('misc.notAuthorized')));
    expect(screen.Component).toBeTypeOf('function');
    expect(loadNamespaces).not.toHaveBeenCalled();
  });

  describe("a screen's first requests", () => {
    const admin = () => ({
      userData: { id: 1, fullName: 'John Doe', username: 'johndoe', role: 'admin' },
      accessToken: 'token',
      abilityRules: [{ action: 'manage', subject: 'all' }],
      remember: true,
    });
    const visit = async (getSession: () => unknown) => {
      const dispatch = vi.fn();
      const storeLoaded = vi.fn(() => Promise.resolve({ dispatch } as unknown as AppStore));
      const routes = buildRoutes({
        getSession: getSession as Parameters<typeof buildRoutes>[0]['getSession'],
        loadStore: storeLoaded,
      });
      const route = findRoute(routes, href('dashboards.ecommerce'));
      const loader = route?.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
      const path = href('dashboards.ecommerce');
      const url = new URL(`http://app.test${path}`);
      const verdict = await loader({
        request: new Request(url),
        url,
        pattern: path,
        params: {},
        context: undefined,
      });
      return { verdict, dispatch, storeLoaded, route };
    };

    it('leave once the guard lets a visit in: every dashboard card is asked for before it draws', async () => {
      const { verdict, dispatch } = await visit(admin);
      expect(verdict).toBeNull();
      // One request per card group of the e-commerce dashboard (11, orders by country the last).
      await vi.waitFor(() => expect(dispatch).toHaveBeenCalledTimes(11));
    });

    it('do not leave for a visit the guard turns away, nor become a route property', async () => {
      const { verdict, storeLoaded, route } = await visit(signedOut);
      expect(verdict).toBeInstanceOf(Response);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(storeLoaded).not.toHaveBeenCalled();
      expect(await loadScreen(route)).not.toHaveProperty('prefetch');
    });
  });
});
