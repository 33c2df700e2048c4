import type { Product, ProductInput, ProductsResponse } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { crudEndpoints } from '../../api/crud-endpoints.ts';

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
  endpoints: (build) => {
    // The list provides LIST only (no rowsOf): every product mutation invalidates LIST, so a tag
    // per row would add nothing, and the summary's call (itemsPerPage -1) would keep one per
    // product in the store, which every later answer copied (immer) — 4 ms a keystroke with
    // 10,000 products.
    const crud = crudEndpoints<ProductsResponse, Product, ProductBody>(build, {
      path: 'apps/ecommerce/products',
      tag: 'Product',
    });
    return {
      /**
       * q, stock ('true'/'false'), category, status, sortBy (product, category, status,
       * price, qty, sku), orderBy, itemsPerPage (-1 = all), page (from 1). Answers the page and the
       * filtered total.
       */
      getProducts: crud.list,
      /** One product; 404 `{ message: 'Product not found' }` when unknown. */
      getProduct: crud.get,
      /** Extension: 201 with the new product; 400 `{ errors }` on invalid fields. */
      createProduct: crud.create,
      /**
       * Extension: merges the given fields (PATCH; PUT behaves the same on the fake API). 200 with
       * the product; 400 `{ errors }`; 404 `{ message }`. Lists are refetched because a change of
       * status, category, stock or price can move the row in or out of a filtered, sorted view.
       */
      updateProduct: crud.update,
      /**
       * 204 on success, 404 with an empty body when unknown (already gone): the lists refresh in
       * both cases.
       */
      deleteProduct: crud.remove,
    };
  },
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
