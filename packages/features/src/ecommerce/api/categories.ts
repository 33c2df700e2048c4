import type { CategoriesResponse, Category, CategoryInput } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listParams, type ListQuery } from '../../shared/index.ts';
import { listTags } from './tags.ts';

/** The body of a create or update; on update only the fields given change. */
export type CategoryBody = Partial<CategoryInput>;

export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Extension: q (title or description), sortBy (title, totalProducts, totalEarning),
     * orderBy, itemsPerPage (-1 = all), page (from 1). Answers the page and the filtered total.
     */
    getCategories: build.query<CategoriesResponse, ListQuery>({
      query: (query) => ({ url: 'apps/ecommerce/categories', params: listParams(query) }),
      providesTags: (result) => listTags('Category', result?.categories),
    }),
    /** 201 with the new category; 400 `{ errors }` (a title already used is `errors.title`). */
    createCategory: build.mutation<Category, CategoryBody>({
      query: (body) => ({ url: 'apps/ecommerce/categories', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Category', id: 'LIST' }] : []),
    }),
    /** 200 with the category; 400 `{ errors }`; 404 `{ message }`. */
    updateCategory: build.mutation<Category, { id: number; changes: CategoryBody }>({
      query: ({ id, changes }) => ({
        url: `apps/ecommerce/categories/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      // A new title can move the row in a sorted or searched view: refresh the lists too.
      invalidatesTags: (_result, error, { id }) =>
        error && error.status !== 404
          ? []
          : [
              { type: 'Category', id },
              { type: 'Category', id: 'LIST' },
            ],
    }),
    /** 204; 404 `{ message }` when it is already gone (the lists refresh either way). */
    deleteCategory: build.mutation<void, number>({
      query: (id) => ({ url: `apps/ecommerce/categories/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error && error.status !== 404
          ? []
          : [
              { type: 'Category', id },
              { type: 'Category', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesApi;
