import { original } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useStore } from 'react-redux';

import type { KanbanBoard, KanbanData } from '@atrium/mocks/types';
import { useToast } from '@atrium/ui';

import type { AppDispatch } from '../../store/create-store.ts';
import { kanbanApi } from '../api/kanban-board.ts';

/** One optimistic change to the cached boards (what `updateQueryData` returns). */
export interface BoardsPatch {
  undo: () => void;
}

type Boards = readonly KanbanBoard[];
type CacheState = Parameters<ReturnType<typeof kanbanApi.endpoints.getKanban.select>>[0];
const selectKanban = kanbanApi.endpoints.getKanban.select();

/**
 * The cached board state, read and changed outside of rendering: the drag handlers read the
 * latest state when a key or a drop comes (not the state of the render that made them, so they
 * can stay the same functions and leave the memoised boards alone), change it optimistically,
 * and save. A refused save undoes the changes and says so in a toast.
 */
export function useKanbanCache() {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore();
  const toast = useToast();
  const { t } = useTranslation('kanban');

  return useMemo(() => {
    const read = (): KanbanData | undefined => selectKanban(store.getState() as CacheState).data;

    /** Applies `update` to the cached boards at once; `undo()` on the answer takes it back. */
    const change = (update: (boards: Boards) => Boards): BoardsPatch =>
      dispatch(
        kanbanApi.util.updateQueryData('getKanban', undefined, (draft) => {
          // The pure move functions work on plain objects and keep untouched boards as they are.
          const before = original(draft) ?? draft;
          const boards = update(before.boards);
          return boards === before.boards ? undefined : { ...before, boards: [...boards] };
        }),
      );

    const undo = (patches: readonly BoardsPatch[]) => {
      for (const patch of [...patches].reverse()) patch.undo();
    };

    /** Saves board `boardId`'s cards as now cached; items listed leave the other boards. */
    const saveCards = async (boardId: number, patches: readonly BoardsPatch[]) => {
      const ids = read()?.boards.find((b) => b.id === boardId)?.itemsIds ?? [];
      try {
        await dispatch(kanbanApi.endpoints.setKanbanBoardItems.initiate({ boardId, ids })).unwrap();
      } catch {
        undo(patches);
        toast({ severity: 'error', title: t('page.moveFailed') });
      }
    };

    /** Saves the boards' order as now cached. */
    const saveOrder = async (patches: readonly BoardsPatch[]) => {
      const ids = read()?.boards.map((b) => b.id) ?? [];
      try {
        await dispatch(kanbanApi.endpoints.reorderKanbanBoards.initiate(ids)).unwrap();
      } catch {
        undo(patches);
        toast({ severity: 'error', title: t('page.boardMoveFailed') });
      }
    };

    return { read, change, undo, saveCards, saveOrder };
  }, [dispatch, store, toast, t]);
}

export type KanbanCache = ReturnType<typeof useKanbanCache>;
