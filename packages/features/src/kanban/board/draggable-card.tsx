import { memo, useRef, useState } from 'react';
import { useDrag, useDrop } from 'react-dnd';

import type { KanbanItem } from '@atrium/mocks/types';
import { Lanes } from '@atrium/ui';

import { useCardKit } from '../item/card-kit.tsx';
import { KanbanCard } from '../item/kanban-card.tsx';
import { CARD, type BoardActions, type Dragged } from './drag-types.ts';

interface DraggableCardProps {
  item: KanbanItem;
  boardId: number;
  index: number;
  /** Picked up from the keyboard. */
  lifted: boolean;
  actions: BoardActions;
}

type Side = 'before' | 'after';

/**
 * One card in its board's list: dragged with the pointer (dropping on it puts the dragged card
 * before or after it, by the pointer's half) and moved from the keyboard (the key handler runs in
 * the capture phase, before the card's own Enter and Space).
 */
export const DraggableCard = memo(function DraggableCard({
  item,
  boardId,
  index,
  lifted,
  actions,
}: DraggableCardProps) {
  const { t } = useCardKit();
  const ref = useRef<HTMLLIElement>(null);
  const [side, setSide] = useState<Side>('before');
  const [{ dragging }, drag] = useDrag(
    {
      type: CARD,
      item: { id: item.id } satisfies Dragged,
      // The card may be drawn anew in another board mid-drag: it is the same card by id.
      isDragging: (monitor) => monitor.getItem<Dragged | null>()?.id === item.id,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    },
    [item.id],
  );
  const [{ over }, drop] = useDrop<Dragged, unknown, { over: boolean }>(
    {
      accept: CARD,
      hover: (dragged, monitor) => {
        const box = ref.current?.getBoundingClientRect();
        const y = monitor.getClientOffset()?.y;
        if (!box || y === undefined) return;
        const next: Side = y < box.top + box.height / 2 ? 'before' : 'after';
        if (next !== side) setSide(next);
      },
      drop: (dragged) => {
        if (dragged.id !== item.id)
          actions.onCardDrop(dragged.id, boardId, side === 'after' ? index + 1 : index);
      },
      collect: (monitor) => ({
        over: monitor.isOver({ shallow: true }) && monitor.getItem<Dragged>().id !== item.id,
      }),
    },
    [item.id, boardId, index, side, actions],
  );
  drag(drop(ref));

  return (
    <Lanes.Item
      ref={ref}
      data-card-id={item.id}
      dragging={dragging}
      lifted={lifted}
      drop={over ? side : undefined}
      onKeyDownCapture={(event) => actions.onCardKeyDown(event, item.id)}
    >
      <KanbanCard
        item={item}
        onOpen={actions.onOpenCard}
        aria-roledescription={t('dnd.card')}
        aria-describedby={actions.cardHelpId}
      />
    </Lanes.Item>
  );
});
