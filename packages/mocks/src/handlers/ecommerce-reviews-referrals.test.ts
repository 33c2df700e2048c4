// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import { toTimestamp } from '../lib/dates.ts';
import { moneyToNumber } from '../lib/text.ts';
import type {
  CategoriesResponse,
  Category,
  Referral,
  ReferralsResponse,
  Review,
  ReviewsResponse,
} from '../types/ecommerce.ts';
import { expectFirstPage } from '../test/expect-answer.ts';
import { call, errorsOf, getJson, setupMockServer } from '../test/mock-server.ts';
import { expectSorted, itSortsBy } from '../test/sorting.ts';

setupMockServer();

const REVIEWS = '/api/apps/ecommerce/reviews';
const REFERRALS = '/api/apps/ecommerce/referrals';
const CATEGORIES = '/api/apps/ecommerce/categories';

describe('GET /api/apps/ecommerce/reviews', () => {
  it('answers reviews and total with default paging', () =>
    expectFirstPage<ReviewsResponse>(REVIEWS, 'reviews', 'total', 100));

  it.each<[string, (r: Review) => string]>([
    ['product', (r) => r.product],
    ['reviewer', (r) => r.reviewer],
    ['email', (r) => r.email],
    ['head', (r) => r.head],
    ['para', (r) => r.para],
  ])('searches %s', async (_, field) => {
    const sample = getDb().reviews[17] as Review;
    const q = field(sample).slice(2, 14).toUpperCase();
    const { body } = await getJson<ReviewsResponse>(
      `${REVIEWS}?q=${encodeURIComponent(q)}&itemsPerPage=-1`,
    );
    expect(body.reviews.map((r) => r.id)).toContain(sample.id);
    for (const r of body.reviews) {
      expect(
        [r.product, r.reviewer, r.email, r.head, r.para].some((v) =>
          v.toLowerCase().includes(q.toLowerCase()),
        ),
      ).toBe(true);
    }
  });

  it('filters status exactly, and All means no filter', async () => {
    const pending = getDb().reviews.filter((r) => r.status === 'Pending').length;
    expect((await getJson<ReviewsResponse>(`${REVIEWS}?status=Pending`)).body.total).toBe(pending);
    expect((await getJson<ReviewsResponse>(`${REVIEWS}?status=Published`)).body.total).toBe(
      100 - pending,
    );
    expect((await getJson<ReviewsResponse>(`${REVIEWS}?status=All`)).body.total).toBe(100);
    expect((await getJson<ReviewsResponse>(`${REVIEWS}?status=pending`)).body.total).toBe(0);
  });

  itSortsBy<Review>(REVIEWS, 'reviews', [
    'product',
    'reviewer',
    ['date', (r) => toTimestamp(r.date)],
    'status',
  ]);
});

describe('review delete and status update', () => {
  it('deletes with 204, and answers 404 for an unknown id', async () => {
    expect((await call('DELETE', `${REVIEWS}/5`)).status).toBe(204);
    const again = await call('DELETE', `${REVIEWS}/5`);
    expect(again.status).toBe(404);
    expect((await getJson<ReviewsResponse>(REVIEWS)).body.total).toBe(99);
  });

  it('changes the status (extension)', async () => {
    expect((await call<Review>('PATCH', `${REVIEWS}/1`, { status: 'pending' })).body.status).toBe(
      'Pending',
    );
    expect((await call('PUT', `${REVIEWS}/1`, { status: 'Hidden' })).status).toBe(400);
    expect((await call('PUT', `${REVIEWS}/1`, undefined)).status).toBe(400);
    expect((await call('PUT', `${REVIEWS}/999`, { status: 'Published' })).status).toBe(404);
  });
});

describe('GET /api/apps/ecommerce/referrals', () => {
  it('answers referrals and total, ignoring q (no search)', async () => {
    const { body } = await getJson<ReferralsResponse>(`${REFERRALS}?q=zzzz`);
    expect(body.total).toBe(45);
    expect(body.referrals.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  itSortsBy<Referral>(REFERRALS, 'referrals', [
    ['users', (r) => r.user],
    ['referred-id', (r) => r.referredId],
    ['earning', (r) => moneyToNumber(r.earning)],
    ['value', (r) => moneyToNumber(r.value)],
    'status',
  ]);

  it('pages', async () => {
    const { body } = await getJson<ReferralsResponse>(`${REFERRALS}?page=5&itemsPerPage=10`);
    expect(body.referrals.map((r) => r.id)).toEqual([41, 42, 43, 44, 45]);
  });
});

describe('categories (extension)', () => {
  it('lists with q, sort and paging', async () => {
    const { body } = await getJson<CategoriesResponse>(`${CATEGORIES}?q=decor`);
    expect(body.categories.map((c) => c.title)).toEqual(['Home Decor']);
    expect(body.categories[0]?.totalProducts).toBe(8);
    await expectSorted<Category>(CATEGORIES, 'categories', 'totalEarning', (c) => c.totalEarning);
    await expectSorted<Category>(CATEGORIES, 'categories', 'title', (c) => c.title);
  });

  it('creates, refuses duplicates and bad bodies, updates and deletes', async () => {
    const created = await call<Category>('POST', CATEGORIES, {
      title: 'Pets',
      description: 'Beds, bowls and toys',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: 13,
      title: 'Pets',
      totalProducts: 0,
      image: '/mock-assets/illustrations/category-pets.svg',
    });
    expect(errorsOf(await call('POST', CATEGORIES, { title: 'pets' })).title?.[0]).toContain(
      'already exists',
    );
    expect((await call('POST', CATEGORIES, '{oops')).status).toBe(400);
    expect(
      (await call<Category>('PUT', `${CATEGORIES}/13`, { description: 'Everything for pets' })).body
        .description,
    ).toBe('Everything for pets');
    expect((await call('PUT', `${CATEGORIES}/13`, { title: 'Shoes' })).status).toBe(400);
    expect((await call('DELETE', `${CATEGORIES}/13`)).status).toBe(204);
    expect((await call('DELETE', `${CATEGORIES}/13`)).status).toBe(404);
  });
});
