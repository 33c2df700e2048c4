import { useMemo, useRef } from 'react';

import type { KanbanBoard, KanbanData, KanbanItem } from '@atrium/mocks/types';

/**
 * A board's items in its order, as the same array for as long as the board and the items are the
 * same objects: a card move changes two boards (immutably), so only those two get new arrays and
 * the memoised other boards are not drawn again.
 */
export function useBoardItems(data: KanbanData): (board: KanbanBoard) => readonly KanbanItem[] {
  const cache = useRef<{ items: KanbanItem[]; lists: WeakMap<KanbanBoard, KanbanItem[]> } | null>(
    null,
  );
  return useMemo(() => {
    if (cache.current?.items !== data.items)
      cache.current = { items: data.items, lists: new WeakMap() };
    const { lists } = cache.current;
    const byId = new Map(data.items.map((item) => [item.id, item]));
    return (board) => {
      let list = lists.get(board);
      if (!list) {
        list = board.itemsIds.flatMap((id) => byId.get(id) ?? []);
        lists.set(board, list);
      }
      return list;
    };
  }, [data.items]);
}
