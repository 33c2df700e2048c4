import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { KanbanData } from '@atrium/mocks/types';
import { Lanes, VisuallyHidden } from '@atrium/ui';

import { AddBoard } from './add-board.tsx';
import { boardTitled, dropSpot, locateCard, moveBoard, moveCard } from './board/card-moves.ts';
import type { BoardActions } from './board/drag-types.ts';
import { KanbanBoardColumn } from './board/kanban-board-column.tsx';
import { useBoardItems } from './board/use-board-items.ts';
import { useKanbanCache } from './board/use-kanban-cache.ts';
import { useKeyboardMoves } from './board/use-keyboard-moves.ts';
import { CardKitProvider } from './item/card-kit.tsx';
import { KanbanItemDrawer } from './item/kanban-item-drawer.tsx';

const CARD_HELP_ID = 'kanban-card-help';
const BOARD_HELP_ID = 'kanban-board-help';

/**
 * The boards side by side with the keyboard's live region and instructions. Every board gets the
 * same `actions` object and its own items array, so a move redraws the two boards it touches.
 */
export function KanbanBoards({ data }: { data: KanbanData }) {
  const { t } = useTranslation('kanban');
  const cache = useKanbanCache();
  const { lifted, announcement, focus, onCardKeyDown, onBoardKeyDown } = useKeyboardMoves(cache);
  const itemsOf = useBoardItems(data);
  const [openId, setOpenId] = useState<number | null>(null);
  const openItem = openId === null ? null : (data.items.find((i) => i.id === openId) ?? null);
  const root = useRef<HTMLDivElement>(null);
  const closeItem = useCallback(() => setOpenId(null), []);

  const actions = useMemo<BoardActions>(
    () => ({
      onOpenCard: setOpenId,
      onCardKeyDown,
      onBoardKeyDown,
      onCardDrop: (itemId, boardId, insertAt) => {
        const from = locateCard(cache.read()?.boards ?? [], itemId);
        if (!from) return;
        const to = dropSpot(from, boardId, insertAt);
        const patch = cache.change((boards) => moveCard(boards, from, to));
        void cache.saveCards(boardId, [patch]);
      },
      onBoardDrop: (boardId, index) => {
        const from = cache.read()?.boards.findIndex((b) => b.id === boardId) ?? -1;
        if (from === -1 || from === index) return;
        const patch = cache.change((boards) => moveBoard(boards, from, index));
        void cache.saveOrder([patch]);
      },
      titleTaken: (title, exceptId) =>
        boardTitled(cache.read()?.boards ?? [], title, exceptId)?.title,
      cardHelpId: CARD_HELP_ID,
      boardHelpId: BOARD_HELP_ID,
    }),
    [cache, onCardKeyDown, onBoardKeyDown],
  );

  // A moved card or board is drawn anew (in another list, or reordered): focus follows it.
  useLayoutEffect(() => {
    if (!focus) return;
    const { kind, id } = focus.target;
    const selector = kind === 'card' ? `[data-card-id="${id}"] > *` : `[data-board-handle="${id}"]`;
    const element = root.current?.querySelector<HTMLElement>(selector);
    if (element && element !== document.activeElement) element.focus();
  }, [focus, data]);

  return (
    <CardKitProvider>
      <div ref={root} data-testid="kanban-boards">
        <VisuallyHidden id={CARD_HELP_ID}>{t('dnd.cardInstructions')}</VisuallyHidden>
        <VisuallyHidden id={BOARD_HELP_ID}>{t('dnd.boardInstructions')}</VisuallyHidden>
        <VisuallyHidden role="status" aria-live="polite" data-testid="kanban-announcer">
          {announcement}
        </VisuallyHidden>
        <Lanes role="group" aria-label={t('page.boardsLabel')}>
          {data.boards.map((board, index) => (
            <KanbanBoardColumn
              key={board.id}
              board={board}
              items={itemsOf(board)}
              index={index}
              liftedCardId={
                lifted?.kind === 'card' && board.itemsIds.includes(lifted.id) ? lifted.id : null
              }
              lifted={lifted?.kind === 'board' && lifted.id === board.id}
              actions={actions}
            />
          ))}
          <AddBoard titleTaken={actions.titleTaken} />
        </Lanes>
        <KanbanItemDrawer item={openItem} onClose={closeItem} />
      </div>
    </CardKitProvider>
  );
}
