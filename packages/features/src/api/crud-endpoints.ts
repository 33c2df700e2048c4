import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import type { baseApi, tagTypes } from './base-api.ts';
import { listParams, type ListQuery } from '../shared/index.ts';
import { listTags } from './tags.ts';

export type TagType = (typeof tagTypes)[number];
type Tag = { type: TagType; id: string | number };
/** The `build` that `baseApi.injectEndpoints` hands its `endpoints`. */
export type Build = Parameters<Parameters<typeof baseApi.injectEndpoints>[0]['endpoints']>[0];

export interface ListOptions<ListResponse, Item extends { id: number | string }> {
  /** The collection's path under the API root (`apps/ecommerce/products`); an item is `path/id`. */
  path: string;
  /** The entity's tag type (in `tagTypes`). */
  tag: TagType;
  /**
   * The rows of a list answer, for a tag per row; without it a list provides `LIST` only (for a
   * list whose rows every mutation refreshes through `LIST` anyway).
   */
  rowsOf?: (data: ListResponse) => readonly Item[];
}

/**
 * A list call taking the kit's `ListQuery` (`listParams`: q, page, itemsPerPage, sortBy, orderBy)
 * that provides a tag per row and `LIST`.
 */
export function listEndpoint<ListResponse, Item extends { id: number | string }>(
  build: Build,
  { path, tag, rowsOf }: ListOptions<ListResponse, Item>,
) {
  return build.query<ListResponse, ListQuery>({
    query: (query) => ({ url: path, params: listParams(query) }),
    providesTags: (result) =>
      rowsOf ? listTags(tag, result && rowsOf(result)) : [{ type: tag, id: 'LIST' }],
  });
}

/**
 * An extension's summary of a collection, `<path>/summary` (no parameter; packages/mocks/README.md),
 * cached under `tag`: the mutations that change what it counts invalidate that tag.
 */
export function summaryEndpoint<Summary>(build: Build, path: string, tag: Tag) {
  return build.query<Summary, void>({ query: () => `${path}/summary`, providesTags: [tag] });
}

export interface CrudOptions<ListResponse, Item extends { id: number }> extends ListOptions<
  ListResponse,
  Item
> {
  /**
   * A 404 on update or delete still refreshes the item and the lists (it is gone: show that).
   * Off for an API that never answers 404 to them, where any error keeps the cache.
   */
  refreshOnNotFound?: boolean;
}

/**
 * The list, get, create, update (PATCH of the given fields) and delete calls of one entity, with
 * the project's tags: a list provides its rows and `LIST`, the item its id; create invalidates
 * `LIST`, update and delete the item and `LIST`. A slice names them (`getProducts: crud.list`),
 * so the hooks keep the entity's names. The fake API's answers: packages/mocks/README.md.
 */
export function crudEndpoints<ListResponse, Item extends { id: number }, Body, Details = Item>(
  build: Build,
  { refreshOnNotFound = true, ...list }: CrudOptions<ListResponse, Item>,
) {
  const { path, tag } = list;
  const changed = (error: FetchBaseQueryError | undefined, id: number): Tag[] =>
    error && !(refreshOnNotFound && error.status === 404)
      ? []
      : [
          { type: tag, id },
          { type: tag, id: 'LIST' },
        ];
  return {
    list: listEndpoint(build, list),
    get: build.query<Details, number>({
      query: (id) => `${path}/${id}`,
      providesTags: (_result, _error, id) => [{ type: tag, id }],
    }),
    create: build.mutation<Item, Body>({
      query: (body) => ({ url: path, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [{ type: tag, id: 'LIST' }] : []),
    }),
    update: build.mutation<Item, { id: number; changes: Body }>({
      query: ({ id, changes }) => ({ url: `${path}/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { id }) => changed(error, id),
    }),
    remove: build.mutation<void, number>({
      query: (id) => ({ url: `${path}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => changed(error, id),
    }),
  };
}
