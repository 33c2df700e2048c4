import type { Review, ReviewsResponse, ReviewStatus, ReviewSummary } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listEndpoint, summaryEndpoint } from '../../api/crud-endpoints.ts';

const PATH = 'apps/ecommerce/reviews';

/** Tag of the rating summary: any review change (approve, delete) refreshes it. */
const SUMMARY = { type: 'Review', id: 'SUMMARY' } as const;

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * q (product, reviewer, email, head, para), status (exact; 'All' or absent = any),
     * sortBy (product, reviewer, date, status), orderBy, itemsPerPage, page.
     */
    getReviews: listEndpoint(build, {
      path: PATH,
      tag: 'Review',
      rowsOf: (data: ReviewsResponse) => data.reviews,
    }),
    /** Extension: rating summary, histogram and reviews per week, computed by the fake API. */
    getReviewSummary: summaryEndpoint<ReviewSummary>(build, PATH, SUMMARY),
    /** Extension: PATCH `{ status }`; 200 with the review, 404 when unknown. */
    setReviewStatus: build.mutation<Review, { id: number; status: ReviewStatus }>({
      query: ({ id, status }) => ({
        url: `${PATH}/${id}`,
        method: 'PATCH',
        body: { status },
      }),
      // The list is refetched: under a status tab the row leaves the view.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Review', id },
        { type: 'Review', id: 'LIST' },
        SUMMARY,
      ],
    }),
    /** 204 on success, 404 when the id is unknown (already gone). */
    deleteReview: build.mutation<void, number>({
      query: (id) => ({ url: `${PATH}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error && error.status !== 404
          ? []
          : [{ type: 'Review', id }, { type: 'Review', id: 'LIST' }, SUMMARY],
    }),
  }),
});

export const {
  useGetReviewsQuery,
  useGetReviewSummaryQuery,
  useSetReviewStatusMutation,
  useDeleteReviewMutation,
} = reviewsApi;
