// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { configureMocks, getMocksConfig } from './configure.ts';
import { fixedClock } from './clock.ts';
import { getDb, resetDb } from './db/store.ts';
import { call, setupMockServer } from './test/mock-server.ts';
import type { ProductsResponse } from './types/ecommerce.ts';

setupMockServer();

describe('configureMocks', () => {
  it('defaults to no latency, the fixed clock, nothing pushed on its own and no persistence', () => {
    expect(getMocksConfig()).toEqual({
      latencyMs: 0,
      clock: fixedClock,
      notificationIntervalMs: 0,
      incomingMailIntervalMs: 0,
      chatReplySpeed: 0,
      persist: false,
    });
  });

  it('still answers correctly with latency switched on', async () => {
    configureMocks({ latencyMs: 5 });
    const { status, body } = await call<ProductsResponse>('GET', '/api/apps/ecommerce/products');
    expect(status).toBe(200);
    expect(body.total).toBe(50);
  });

  it('seeds from the configured clock on resetDb', () => {
    configureMocks({ clock: () => new Date('2030-01-15T08:00:00Z') });
    resetDb();
    expect(getDb().calendarEvents[0]?.start.slice(0, 10)).toBe('2030-01-15');
  });
});
