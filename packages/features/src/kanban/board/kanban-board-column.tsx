import { memo, startTransition, useEffect, useRef, useState } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { useTranslation } from 'react-i18next';

import type { KanbanBoard, KanbanItem } from '@atrium/mocks/types';
import { Lanes, Typography } from '@atrium/ui';

import { AddItem } from './add-item.tsx';
import { BoardHeader } from './board-header.tsx';
import { DraggableCard } from './draggable-card.tsx';
import { BOARD, CARD, type BoardActions, type Dragged } from './drag-types.ts';

interface KanbanBoardColumnProps {
  board: KanbanBoard;
  /** The board's items in order: the same array while they do not change, for `memo`. */
  items: readonly KanbanItem[];
  index: number;
  /** The card of this board picked up from the keyboard, if any. */
  liftedCardId: number | null;
  /** This board is picked up from the keyboard. */
  lifted: boolean;
  actions: BoardActions;
}

/**
 * Cards a board draws in its first frame (what a screen shows of it); the rest follow
 * `CARDS_PER_STEP` at a time, each step a transition that yields to the browser. A board of
 * hundreds of cards drawn at once would hold the page's first paint, then freeze it while every
 * card's drag handlers register.
 */
export const FIRST_CARDS = 6;
const CARDS_PER_STEP = 30;

/**
 * One board: dragged by its handle onto another board's place; its list takes cards dropped
 * below the last one (or into an empty board). Memoised: a move redraws only the boards whose
 * items changed.
 */
export const KanbanBoardColumn = memo(function KanbanBoardColumn({
  board,
  items,
  index,
  liftedCardId,
  lifted,
  actions,
}: KanbanBoardColumnProps) {
  const { t } = useTranslation('kanban');
  const lane = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const titleId = `kanban-board-${board.id}-title`;
  // How many cards are drawn while the board fills; 'all' once it has (a card moved in then shows).
  const [filled, setFilled] = useState<number | 'all'>(
    items.length <= FIRST_CARDS ? 'all' : FIRST_CARDS,
  );
  useEffect(() => {
    if (filled === 'all') return;
    const next = filled + CARDS_PER_STEP;
    startTransition(() => setFilled(next >= items.length ? 'all' : next));
  }, [filled, items.length]);
  const drawn = filled === 'all' ? items : items.slice(0, filled);

  const [{ dragging }, handle, preview] = useDrag(
    {
      type: BOARD,
      item: { id: board.id } satisfies Dragged,
      isDragging: (monitor) => monitor.getItem<Dragged | null>()?.id === board.id,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    },
    [board.id],
  );
  const [{ boardOver }, dropBoard] = useDrop<Dragged, unknown, { boardOver: boolean }>(
    {
      accept: BOARD,
      drop: (dragged) => {
        if (dragged.id !== board.id) actions.onBoardDrop(dragged.id, index);
      },
      collect: (monitor) => ({
        boardOver: monitor.isOver() && monitor.getItem<Dragged>().id !== board.id,
      }),
    },
    [board.id, index, actions],
  );
  const [{ cardOver }, dropCard] = useDrop<Dragged, unknown, { cardOver: boolean }>(
    {
      accept: CARD,
      drop: (dragged, monitor) => {
        // A drop on a card is that card's; a drop on the list's free space goes at the end.
        if (!monitor.didDrop()) actions.onCardDrop(dragged.id, board.id, board.itemsIds.length);
      },
      collect: (monitor) => ({ cardOver: monitor.isOver({ shallow: true }) }),
    },
    [board.id, board.itemsIds.length, actions],
  );
  preview(dropBoard(lane));
  dropCard(list);

  return (
    <Lanes.Lane
      ref={lane}
      aria-labelledby={titleId}
      data-testid={`kanban-board-${board.id}`}
      data-board-id={board.id}
      dragging={dragging}
      lifted={lifted}
      dropTarget={boardOver}
    >
      <BoardHeader
        board={board}
        titleId={titleId}
        actions={actions}
        handleRef={(node) => {
          handle(node);
        }}
      />
      <Lanes.List ref={list} aria-labelledby={titleId} dropTarget={cardOver}>
        {drawn.map((item, i) => (
          <DraggableCard
            key={item.id}
            item={item}
            boardId={board.id}
            index={i}
            lifted={item.id === liftedCardId}
            actions={actions}
          />
        ))}
      </Lanes.List>
      {items.length === 0 && (
        <Typography variant="body2" color="secondary" align="center">
          {t('board.empty')}
        </Typography>
      )}
      <AddItem boardId={board.id} boardName={board.title} />
    </Lanes.Lane>
  );
});
