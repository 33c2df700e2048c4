import type { Product, ProductInput, ProductsResponse } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listParams, type ListQuery } from '../../shared/index.ts';

/**
 * The body of a create or update. `price` may be sent as a number or as text ('12.5', '$12.50');
 * the API stores it as `$12.50`. On update only the fields given are changed.
 */
export type ProductBody = Omit<Partial<ProductInput>, 'price'> & { price?: number | string };

/** A 400 from create/update: messages per field, e.g. `{ errors: { productName: ['...'] } }`. */
export interface ProductFieldErrors {
  errors: Record<string, string[]>;
}

/** Whether an RTK Query error is the API's field validation answer (400 with `errors`). */
export function isProductFieldErrors(error: unknown): error is { data: ProductFieldErrors } {
  if (typeof error !== 'object' || error === null || !('data' in error)) return false;
  const data = error.data;
  return typeof data === 'object' && data !== null && 'errors' in data;
}

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * q, stock ('true'/'false'), category, status, sortBy (product, category, status,
     * price, qty, sku), orderBy, itemsPerPage (-1 = all), page (from 1). Answers the page and the
     * filtered total.
     */
    getProducts: build.query<ProductsResponse, ListQuery>({
      query: (query) => ({ url: 'apps/ecommerce/products', params: listParams(query) }),
      // LIST only: every product mutation invalidates LIST, so a tag per row would add nothing,
      // and the summary's call (itemsPerPage -1) would keep one per product in the store, which
      // every later answer copied (immer) — 4 ms a keystroke with 10,000 products.
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /** One product; 404 `{ message: 'Product not found' }` when unknown. */
    getProduct: build.query<Product, number>({
      query: (id) => `apps/ecommerce/products/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** Extension: 201 with the new product; 400 `{ errors }` on invalid fields. */
    createProduct: build.mutation<Product, ProductBody>({
      query: (body) => ({ url: 'apps/ecommerce/products', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Product', id: 'LIST' }] : []),
    }),
    /**
     * Extension: merges the given fields (PATCH; PUT behaves the same on the fake API). 200 with
     * the product; 400 `{ errors }`; 404 `{ message }`. Lists are refetched because a change of
     * status, category, stock or price can move the row in or out of a filtered, sorted view.
     */
    updateProduct: build.mutation<Product, { id: number; changes: ProductBody }>({
      query: ({ id, changes }) => ({
        url: `apps/ecommerce/products/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: (_result, error, { id }) =>
        error && error.status !== 404
          ? []
          : [
              { type: 'Product', id },
              { type: 'Product', id: 'LIST' },
            ],
    }),
    /** 204 on success, 404 with an empty body when unknown (already gone). */
    deleteProduct: build.mutation<void, number>({
      query: (id) => ({ url: `apps/ecommerce/products/${id}`, method: 'DELETE' }),
      // A 404 means the product is gone anyway: refresh the lists in both cases.
      invalidatesTags: (_result, error, id) =>
        error && error.status !== 404
          ? []
          : [
              { type: 'Product', id },
              { type: 'Product', id: 'LIST' },
            ],
    }),
  }),
});

/**
 * A stock or status change shows at once in every cached list (the stock switch must not lag the
 * click); the answer, or the refetch its tags cause, then has the last word, and a failure rolls
 * the rows back. Price and the other fields wait for the server, which normalises them.
 */
productsApi.enhanceEndpoints({
  endpoints: {
    updateProduct: {
      async onQueryStarted({ id, changes }, api) {
        const { dispatch, queryFulfilled } = api;
        const shown: Partial<Pick<Product, 'stock' | 'status'>> = {};
        if (changes.stock !== undefined) shown.stock = changes.stock;
        if (changes.status !== undefined) shown.status = changes.status;
        if (Object.keys(shown).length === 0) return;
        const patches = productsApi.util
          .selectCachedArgsForQuery(api.getState(), 'getProducts')
          .map((args) =>
            dispatch(
              productsApi.util.updateQueryData('getProducts', args, (draft) => {
                const row = draft.products.find((p) => p.id === id);
                if (row) Object.assign(row, shown);
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    },
  },
});

export const {
  useGetProductsQuery,
  useLazyGetProductsQuery,
  useGetProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
