import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

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
});
