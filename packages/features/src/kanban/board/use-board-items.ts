import { useCallback, useMemo } from 'react';

import type { KanbanBoard, KanbanData, KanbanItem } from '@atrium/mocks/types';

/**
 * A board's items in its order, as the same array for as long as the board and the items are the
 * same objects: a card move changes two boards (immutably), so only those two get new arrays and
 * the memoised other boards are not drawn again.
 */
export function useBoardItems(data: KanbanData): (board: KanbanBoard) => readonly KanbanItem[] {
  const memo = useMemo(
    () => ({
      byId: new Map(data.items.map((item) => [item.id, item])),
      lists: new WeakMap<KanbanBoard, KanbanItem[]>(),
    }),
    [data.items],
  );
  return useCallback(
    (board) => {
      let list = memo.lists.get(board);
      if (!list) {
        list = board.itemsIds.flatMap((id) => memo.byId.get(id) ?? []);
        memo.lists.set(board, list);
      }
      return list;
    },
    [memo],
  );
}
