import type { KanbanData, KanbanItem } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';

const PATH = 'apps/kanban';
/** The whole board state is one cache entry: every call below answers it anew (SPEC §7). */
const KANBAN = { type: 'Kanban', id: 'BOARD' } as const;

/** An item's fields to merge, with its id (`PUT /item/update` takes `{ item }`). */
export type KanbanItemChange = Pick<KanbanItem, 'id'> & Partial<Omit<KanbanItem, 'id'>>;

/** Every call that answers the board state puts it straight into the cache, no refetch. */
const replacesBoard = {
  async onQueryStarted(
    _args: unknown,
    {
      dispatch,
      queryFulfilled,
    }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: KanbanData }> },
  ) {
    try {
      const { data } = await queryFulfilled;
      dispatch(kanbanApi.util.upsertQueryData('getKanban', undefined, data));
    } catch {
      // A refused call leaves the cache as it was; the caller shows why.
    }
  },
};

export const kanbanApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The boards in their order and every item (SPEC §3). */
    getKanban: build.query<KanbanData, void>({
      query: () => PATH,
      providesTags: [KANBAN],
    }),
    /**
     * 201 with the board state; the new board's id is the board count + 1. A missing or taken
     * title is a network error (fetch rejects, SPEC §5): check the title before asking.
     */
    addKanbanBoard: build.mutation<KanbanData, { title: string }>({
      query: (body) => ({ url: `${PATH}/board/add`, method: 'POST', body }),
      ...replacesBoard,
    }),
    renameKanbanBoard: build.mutation<KanbanData, { boardId: number; newName: string }>({
      query: ({ boardId, newName }) => ({
        url: `${PATH}/board/rename`,
        method: 'PUT',
        body: { statusId: boardId, newName },
      }),
      ...replacesBoard,
    }),
    /** The boards' new order, every board id once. */
    reorderKanbanBoards: build.mutation<KanbanData, readonly number[]>({
      query: (ids) => ({ url: `${PATH}/board/state-update`, method: 'PUT', body: { ids } }),
      ...replacesBoard,
    }),
    /** 204; the board's items go with it. */
    deleteKanbanBoard: build.mutation<void, number>({
      query: (id) => ({ url: `${PATH}/board/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [KANBAN]),
    }),
    /** 201 with the board state; the item starts with no labels or members and zero counts. */
    addKanbanItem: build.mutation<
      KanbanData,
      { boardId: number; boardName: string; itemTitle: string }
    >({
      query: ({ boardId, boardName, itemTitle }) => ({
        url: `${PATH}/item/add`,
        method: 'POST',
        body: { statusId: boardId, boardName, itemTitle },
      }),
      ...replacesBoard,
    }),
    updateKanbanItem: build.mutation<KanbanData, KanbanItemChange>({
      query: (item) => ({ url: `${PATH}/item/update`, method: 'PUT', body: { item } }),
      ...replacesBoard,
    }),
    /** The board's items become `ids` in that order; items listed leave any other board. */
    setKanbanBoardItems: build.mutation<KanbanData, { boardId: number; ids: readonly number[] }>({
      query: ({ boardId, ids }) => ({
        url: `${PATH}/item/state-update`,
        method: 'PUT',
        body: { statusId: boardId, ids },
      }),
      ...replacesBoard,
    }),
    /** 204; the item leaves every board. */
    deleteKanbanItem: build.mutation<void, number>({
      query: (id) => ({ url: `${PATH}/item/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [KANBAN]),
    }),
  }),
});

export const {
  useGetKanbanQuery,
  useAddKanbanBoardMutation,
  useRenameKanbanBoardMutation,
  useReorderKanbanBoardsMutation,
  useDeleteKanbanBoardMutation,
  useAddKanbanItemMutation,
  useUpdateKanbanItemMutation,
  useSetKanbanBoardItemsMutation,
  useDeleteKanbanItemMutation,
} = kanbanApi;
