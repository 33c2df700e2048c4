import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { href } from '../../packages/app/src/routing/route-table.ts';

import { openPage } from './browser.ts';
import { signIn } from './session.ts';

const baseURL = inject('baseURL');

/**
 * Chunks a first screen starts but does not wait for: the real-time connection (laravel-echo and
 * pusher-js) opens once the signed-in frame has rendered, on demand (pusher only where used).
 */
const deferred = [/^\/assets\/(echo|pusher)-[\w-]+\.js$/];

/** The entry chunk, which the start script imports (it is not one of the preload links). */
async function entryOf(): Promise<string> {
  const html = await (await fetch(baseURL)).text();
  const entry = /"entry":"([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no start script with an entry');
  return `/${entry}`;
}

/** What the page requested beyond the preloads, the entry and the deferred chunks. */
async function notPreloaded(found: { requested: string[]; preloaded: Set<string> }) {
  const entry = await entryOf();
  return found.requested.filter(
    (file) => file !== entry && !found.preloaded.has(file) && !deferred.some((re) => re.test(file)),
  );
}

/**
 * Loads `path` and returns the app's scripts the page asked for until `ready` resolved, and the
 * ones index.html's start script preloaded. The start script lists the first screens' chunks by
 * hand (packages/app/vite.config.ts): this is what tells when that list has drifted from the code.
 */
async function scriptsOfFirstScreen(page: Page, path: string, ready: () => Promise<unknown>) {
  const requested = new Set<string>();
  // On the context: once the fake API's service worker controls the page, the page's fetches are
  // reported as the worker's.
  page.context().on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) requested.add(pathname);
  });
  // The start script adds its links in one go, before it imports the entry; later links come from
  // the bundler's own helper as lazy chunks load, so only that first batch counts.
  await page.addInitScript(() => {
    const record = window as unknown as { startPreloads?: string[] };
    new MutationObserver((mutations, observer) => {
      const links = mutations
        .flatMap((mutation) => [...mutation.addedNodes])
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement)
        .filter((link) => link.rel === 'modulepreload')
        .map((link) => new URL(link.href).pathname);
      if (links.length === 0) return;
      record.startPreloads = links;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${baseURL}${path.slice(1)}`);
  await ready();
  const preloaded = await page.evaluate(
    () => (window as unknown as { startPreloads?: string[] }).startPreloads ?? [],
  );
  return { requested: [...requested].sort(), preloaded: new Set(preloaded) };
}

/**
 * The admin's session, for a first visit that starts signed in: the visit itself then runs in a
 * new browser context with its cookies and storage (nothing cached, no worker yet).
 */
async function adminSession() {
  const first = await openPage();
  await signIn(first.page, baseURL, 'admin');
  const session = await first.context.storageState();
  await first.context.close();
  return session;
}

describe('start-up of the production build', () => {
  it('preloads every script the login page needs before it shows', async () => {
    const { page, context, errors } = await openPage();
    const found = await scriptsOfFirstScreen(page, '/login', () =>
      page.getByRole('button', { name: 'Login' }).waitFor(),
    );
    expect(found.requested.length).toBeGreaterThan(1);
    expect(await notPreloaded(found)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('preloads every script a signed-in first visit to the e-commerce dashboard needs', async () => {
    const { page, context, errors } = await openPage(await adminSession());
    const found = await scriptsOfFirstScreen(page, href('dashboards.ecommerce'), () =>
      page.getByRole('heading', { name: 'Congratulations!' }).waitFor(),
    );
    expect(found.requested.length).toBeGreaterThan(1);
    expect(await notPreloaded(found)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Up to the page's heading: the charts come later, in chunks of their own, on purpose.
  it.each([
    'dashboards.analytics',
    'dashboards.crm',
    'dashboards.academy',
    'dashboards.logistics',
  ] as const)(
    'preloads every script a signed-in first visit to %s needs up to its heading',
    async (id) => {
      const { page, context, errors } = await openPage(await adminSession());
      const found = await scriptsOfFirstScreen(page, href(id), () =>
        page.getByRole('heading', { level: 1 }).waitFor(),
      );
      expect(found.requested.length).toBeGreaterThan(1);
      expect(await notPreloaded(found)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
