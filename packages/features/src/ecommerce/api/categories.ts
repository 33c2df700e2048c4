import type { CategoriesResponse, Category, CategoryInput } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { crudEndpoints } from '../../api/crud-endpoints.ts';

/** The body of a create or update; on update only the fields given change. */
export type CategoryBody = Partial<CategoryInput>;

export const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const crud = crudEndpoints<CategoriesResponse, Category, CategoryBody>(build, {
      path: 'apps/ecommerce/categories',
      tag: 'Category',
      rowsOf: (data) => data.categories,
    });
    return {
      /**
       * Extension: q (title or description), sortBy (title, totalProducts, totalEarning),
       * orderBy, itemsPerPage (-1 = all), page (from 1). Answers the page and the filtered total.
       */
      getCategories: crud.list,
      /** 201 with the new category; 400 `{ errors }` (a title already used is `errors.title`). */
      createCategory: crud.create,
      /**
       * 200 with the category; 400 `{ errors }`; 404 `{ message }`. A new title can move the row
       * in a sorted or searched view: the lists refresh too.
       */
      updateCategory: crud.update,
      /** 204; 404 `{ message }` when it is already gone (the lists refresh either way). */
      deleteCategory: crud.remove,
    };
  },
});

export const {
  useGetCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = categoriesApi;
