import { describe, expect, it } from 'vitest';

import { createAppRouter, type AppRouter } from './create-app-router.tsx';
import { href } from './route-table.ts';

const signedOut = () => ({
  userData: null,
  accessToken: null,
  abilityRules: [],
  remember: true,
});

const loadStore = () => Promise.reject(new Error('no signed-in frame in these tests'));

/** A router started at `path`, once its first navigation has settled. */
async function startAt(path: string): Promise<AppRouter> {
  window.history.replaceState(null, '', path);
  const router = createAppRouter({ getSession: signedOut, loadStore });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      stop();
      resolve();
    });
  });
  return router;
}

/** The path patterns of the matched routes, outermost first. */
const matchedPaths = (router: AppRouter) =>
  router.state.matches.flatMap((match) => (match.route.path ? [match.route.path] : []));

describe('createAppRouter', () => {
  it('shows the login from the routes it starts with', async () => {
    const router = await startAt(href('login'));
    expect(router.state.location.pathname).toBe(href('login'));
    expect(matchedPaths(router)).toEqual([href('login')]);
    expect(router.routes.flatMap((route) => route.children ?? [])).toHaveLength(1);
    router.dispose();
  });

  it('adds the route table on a first visit elsewhere, and guards that route: a visitor goes to the login with `to`', async () => {
    const target = href('ecommerce.orderList');
    const router = await startAt(target);
    expect(router.state.location.pathname).toBe(href('login'));
    expect(router.state.location.search).toBe(`?to=${encodeURIComponent(target)}`);
    expect(router.routes.length).toBeGreaterThan(1);
    router.dispose();
  });

  it('adds the route table when the login navigates elsewhere: public screens and the 404', async () => {
    const router = await startAt(href('login'));
    await router.navigate(href('misc.notAuthorized'));
    expect(matchedPaths(router)).toEqual([href('misc.notAuthorized')]);
    await router.navigate('/no/such/page');
    expect(matchedPaths(router)).toEqual(['*']);
    await router.navigate(href('login'));
    expect(matchedPaths(router)).toEqual([href('login')]);
    router.dispose();
  });
});
