import { toTimestamp } from '../../lib/dates.ts';
import { invalid, notFound, success, type Outcome } from '../../lib/outcome.ts';
import { fieldSortKeys } from '../../lib/fields.ts';
import { listRequest, readString, runList, type QueryInput } from '../../lib/query.ts';
import { memoizeText } from '../../lib/memo.ts';
import { createSearch } from '../../lib/search-text.ts';
import { BodyReader } from '../../lib/validate.ts';
import { REVIEW_STATUSES } from '../../values/ecommerce.ts';
import type { Review, ReviewsResponse } from '../../types/ecommerce.ts';

const matchesText = createSearch<Review>('product', 'reviewer', 'email', 'head', 'para');

const dateValue = memoizeText(toTimestamp);

const SORT_KEYS = {
  ...fieldSortKeys<Review>('product', 'reviewer', 'status'),
  date: (r: Review) => dateValue(r.date),
};

/** GET /api/apps/ecommerce/reviews: q on product, reviewer, email, head or para; exact status, 'All' = any. */
export function listReviews(reviews: readonly Review[], query: QueryInput): ReviewsResponse {
  const { params, q, page } = listRequest(query);
  const status = readString(params, 'status');
  const anyStatus = status === '' || status === 'All';
  const rows = runList(reviews, params, {
    sortKeys: SORT_KEYS,
    match: (r) => (anyStatus || r.status === status) && matchesText(r, q),
  });
  return { reviews: page(rows), total: rows.length };
}

export function deleteReview(reviews: Review[], id: number): boolean {
  const index = reviews.findIndex((r) => r.id === id);
  if (index === -1) return false;
  reviews.splice(index, 1);
  return true;
}

/** Extension: PATCH/PUT /api/apps/ecommerce/reviews/{id} with { status }. */
export function updateReviewStatus(reviews: Review[], id: number, body: unknown): Outcome<Review> {
  const review = reviews.find((r) => r.id === id);
  if (!review) return notFound('Review not found');
  const reader = new BodyReader(body);
  const status = reader.oneOf('status', REVIEW_STATUSES);
  if (!reader.ok || status === undefined) return invalid(reader.errors);
  review.status = status;
  return success(review);
}
