// @vitest-environment node
import { HttpHandler, type AnyHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resetDb } from '../db/store.ts';
import { eagerHandlers, lazyDomains } from './browser-domains.ts';
import { dispatchOnDemand, staticPrefix } from './dispatch-by-path.ts';
import { handlers } from './index.ts';

const loaded = await Promise.all(
  lazyDomains.map(async (domain) => ({ domain, handlers: await domain.load() })),
);

describe("the browser's domains", () => {
  it('are, eager and lazy together, every handler of the fake API, each once', () => {
    const all: AnyHandler[] = [...eagerHandlers, ...loaded.flatMap((entry) => entry.handlers)];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all)).toEqual(new Set(handlers));
  });

  it.each(loaded.map((entry) => [entry.domain.name, entry] as const))(
    '%s answers only under its prefixes, so its first request finds it',
    (_, { domain, handlers: own }) => {
      for (const handler of own) {
        expect(handler).toBeInstanceOf(HttpHandler);
        const prefix = staticPrefix((handler as HttpHandler).info.path);
        expect(domain.prefixes.some((p) => prefix === p || prefix.startsWith(`${p}/`))).toBe(true);
      }
    },
  );

  it('share no prefix, and none lies under an eager path', () => {
    const prefixes = lazyDomains.flatMap((domain) => domain.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    const eagerPrefixes = eagerHandlers
      .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
      .map((handler) => staticPrefix(handler.info.path));
    for (const prefix of prefixes) {
      expect(eagerPrefixes.filter((eager) => eager.startsWith(prefix))).toEqual([]);
    }
  });
});

describe('dispatchOnDemand', () => {
  let loads = 0;
  const email = lazyDomains.find((domain) => domain.name === 'email');
  if (!email) throw new Error('the email domain is missing');
  const server = setupServer(
    dispatchOnDemand(email.prefixes, () => {
      loads += 1;
      return email.load();
    }),
  );
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'bypass' });
    resetDb();
  });
  afterAll(() => server.close());

  it('loads the domain once, on its first request, and answers through it', async () => {
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([
      fetch('http://app.test/api/apps/email?folder=inbox'),
      fetch('http://app.test/api/apps/email?folder=sent'),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(((await first.json()) as { emails: unknown[] }).emails.length).toBeGreaterThan(0);
    expect(loads).toBe(1);
  });

  it('lets a request the domain does not answer fall through', async () => {
    await expect(fetch('http://app.test/api/apps/email/nothing-here')).rejects.toThrow();
  });
});
