import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { VisuallyHidden } from '@atrium/ui';

import { AddBoard } from '../add-board.tsx';
import { useGetKanbanQuery } from '../api/kanban-board.ts';
import { BoardHeader } from '../board/board-header.tsx';
import { boardTitled } from '../board/card-moves.ts';
import type { BoardActions } from '../board/drag-types.ts';

const BOARD_HELP_ID = 'kanban-story-board-help';
const nothing = () => undefined;

/** The one-title-per-board rule over the fake API's boards as cached. */
function useTitleTaken() {
  const { data } = useGetKanbanQuery();
  return useMemo(() => {
    const boards = data?.boards ?? [];
    return (title: string, exceptId?: number) => boardTitled(boards, title, exceptId)?.title;
  }, [data]);
}

/**
 * A seeded board's header as its board draws it, from the cached board state (so a rename or a
 * delete shows), with `title` over the stored title when given. Nothing is dragged here: the
 * handle's keys and connector do nothing.
 */
export function BoardHeaderOfSeed({ boardId, title }: { boardId: number; title?: string }) {
  const { t } = useTranslation('kanban');
  const { data } = useGetKanbanQuery();
  const titleTaken = useTitleTaken();
  const actions = useMemo<BoardActions>(
    () => ({
      onOpenCard: nothing,
      onCardKeyDown: nothing,
      onBoardKeyDown: nothing,
      onCardDrop: nothing,
      onBoardDrop: nothing,
      titleTaken,
      cardHelpId: BOARD_HELP_ID,
      boardHelpId: BOARD_HELP_ID,
    }),
    [titleTaken],
  );
  const board = data?.boards.find((b) => b.id === boardId);
  if (!board) return data ? <p data-testid="kanban-board-gone">{boardId}</p> : null;
  return (
    <>
      <VisuallyHidden id={BOARD_HELP_ID}>{t('dnd.boardInstructions')}</VisuallyHidden>
      <BoardHeader
        board={title === undefined ? board : { ...board, title }}
        titleId={`kanban-board-${boardId}-title`}
        actions={actions}
        handleRef={nothing}
      />
    </>
  );
}

/** "Add new board" with the rule over the fake API's boards, as the page gives it. */
export function AddBoardOnSeed() {
  return <AddBoard titleTaken={useTitleTaken()} />;
}
