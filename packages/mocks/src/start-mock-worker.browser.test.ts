import type { SetupWorker } from 'msw/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startMockWorker } from './browser.ts';
import { resetMocksConfig } from './configure.ts';
import { loadDb, resetDb } from './db/store.ts';
import { SNAPSHOT_KEY } from './persistence/snapshot.ts';
import type { ProductsResponse } from './types/ecommerce.ts';

/** The app's entry point in a real browser: worker, latency, persistence across a "reload". */
let worker: SetupWorker;

beforeAll(async () => {
  localStorage.removeItem(SNAPSHOT_KEY);
  worker = await startMockWorker({ latencyMs: 5, notificationIntervalMs: 0 });
});
afterAll(() => {
  worker.stop();
  resetDb();
  localStorage.removeItem(SNAPSHOT_KEY);
  resetMocksConfig();
});

const total = async (): Promise<number> =>
  ((await (await fetch('/api/apps/ecommerce/products')).json()) as ProductsResponse).total;

describe('startMockWorker', () => {
  it('answers the API on the page origin and lets other requests through', async () => {
    expect(await total()).toBe(50);
    const svg = await fetch('/mock-assets/flags/se.svg');
    expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('loads a domain on its first request and answers it like the others', async () => {
    const answer = await fetch('/api/apps/email?folder=inbox');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { emails: unknown[] }).emails.length).toBeGreaterThan(0);
  });

  it('saves a snapshot after a change and restores it on the next load', async () => {
    expect((await fetch('/api/apps/ecommerce/products/3', { method: 'DELETE' })).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem(SNAPSHOT_KEY)).not.toBeNull();
    expect(loadDb()).toBe('snapshot');
    expect(await total()).toBe(49);
  });

  it('resetDb restores the seed and clears the snapshot', async () => {
    resetDb();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(await total()).toBe(50);
  });
});
