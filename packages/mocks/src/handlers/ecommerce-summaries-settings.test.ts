// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import { moneyToNumber } from '../lib/text.ts';
import type {
  EcommerceSettings,
  ReferralSummary,
  ReviewSummary,
} from '../types/ecommerce-extras.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const BASE = '/api/apps/ecommerce';

describe('GET /reviews/summary', () => {
  it('counts every review by rating and status', async () => {
    const { status, body } = await getJson<ReviewSummary>(`${BASE}/reviews/summary`);
    expect(status).toBe(200);
    expect(body.total).toBe(100);
    expect(body.published + body.pending).toBe(100);
    expect(body.histogram.map((h) => h.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(body.histogram.reduce((a, h) => a + h.count, 0)).toBe(100);
    const mean = getDb().reviews.reduce((a, r) => a + r.review, 0) / 100;
    expect(body.average).toBeCloseTo(mean, 1);
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.at(-1)?.count).toBeGreaterThanOrEqual(0);
  });

  it('follows a deletion', async () => {
    await call('DELETE', `${BASE}/reviews/1`);
    const { body } = await getJson<ReviewSummary>(`${BASE}/reviews/summary`);
    expect(body.total).toBe(99);
  });
});

describe('referrals summary and invite', () => {
  it('sums earnings from the stored referrals', async () => {
    const { body } = await getJson<ReferralSummary>(`${BASE}/referrals/summary`);
    const all = getDb().referrals;
    const unpaid = all.filter((r) => r.status === 'Unpaid');
    expect(body.signups).toBe(45);
    expect(body.totalEarnings).toBeCloseTo(
      all.reduce((a, r) => a + moneyToNumber(r.earning), 0),
      2,
    );
    expect(body.unpaidEarnings).toBeCloseTo(
      unpaid.reduce((a, r) => a + moneyToNumber(r.earning), 0),
      2,
    );
    expect(body.conversionRate).toBeCloseTo(all.filter((r) => r.status === 'Paid').length / 45);
    expect(body.referralUrl).toMatch(/^https:\/\//);
  });

  it('accepts a valid email and refuses a bad one', async () => {
    const ok = await call('POST', `${BASE}/referrals/invite`, { email: 'ana@example.com' });
    expect(ok.status).toBe(202);
    const bad = await call('POST', `${BASE}/referrals/invite`, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad).email).toBeDefined();
  });
});

describe('GET/PUT /settings', () => {
  it('saves a section and answers it on the next read', async () => {
    const { body: before } = await getJson<EcommerceSettings>(`${BASE}/settings`);
    const store = { ...before.store, name: 'Renamed shop' };
    const put = await call<EcommerceSettings>('PUT', `${BASE}/settings`, { store });
    expect(put.status).toBe(200);
    const { body: after } = await getJson<EcommerceSettings>(`${BASE}/settings`);
    expect(after.store.name).toBe('Renamed shop');
    expect(after.payments).toEqual(before.payments);
  });

  it('refuses invalid sections with errors by path and saves nothing', async () => {
    const { body: before } = await getJson<EcommerceSettings>(`${BASE}/settings`);
    const result = await call('PUT', `${BASE}/settings`, {
      store: { ...before.store, email: 'nope', name: 'Changed' },
      locations: { ...before.locations, defaultLocationId: 'loc-ny' },
    });
    expectFieldErrors(result, ['locations.defaultLocationId', 'store.email']);
    const { body: after } = await getJson<EcommerceSettings>(`${BASE}/settings`);
    expect(after.store.name).toBe(before.store.name);
  });

  it('refuses a body without any section', async () => {
    expect((await call('PUT', `${BASE}/settings`, { other: 1 })).status).toBe(400);
  });
});
