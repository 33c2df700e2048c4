import { IconDotsVertical, IconGripVertical, IconPencil, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import type { KanbanBoard } from '@atrium/mocks/types';
import {
  ConfirmDialog,
  IconButton,
  Menu,
  Stack,
  Typography,
  useToast,
  VisuallyHidden,
} from '@atrium/ui';

import { useDeleteKanbanBoardMutation } from '../api/kanban-board.ts';
import { BoardRenameForm } from './board-rename-form.tsx';
import type { BoardActions } from './drag-types.ts';

interface BoardHeaderProps {
  board: KanbanBoard;
  titleId: string;
  actions: BoardActions;
  /** The drag handle's connector (react-dnd). */
  handleRef: Ref<HTMLButtonElement>;
}

const isActivation = (key: string) => key === 'Enter' || key === ' ';

/**
 * A board's handle, title (renamed in place: a click on it, Enter or Space on it, or the menu's
 * Rename) and menu (rename, delete with a confirm).
 */
export function BoardHeader({ board, titleId, actions, handleRef }: BoardHeaderProps) {
  const { t } = useTranslation('kanban');
  const toast = useToast();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove] = useDeleteKanbanBoardMutation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const titleButton = useRef<HTMLSpanElement>(null);
  // The menu would put focus back on its button as it closes; the rename field takes it instead.
  const renameChosen = useRef(false);
  // Where the rename started (the title or the menu), for focus to go back to.
  const renameFrom = useRef<'title' | 'menu'>('menu');
  const count = board.itemsIds.length;
  const hintId = `${titleId}-rename-hint`;

  const startRename = (from: 'title' | 'menu') => {
    renameFrom.current = from;
    setRenaming(true);
  };

  const closeRename = () => {
    setRenaming(false);
    // Back where the rename started, after the field is gone.
    requestAnimationFrame(() =>
      (renameFrom.current === 'title' ? titleButton : menuButton).current?.focus(),
    );
  };

  // A refused delete keeps the dialog open with `errorMessage`; a done one says so in a toast.
  const deleteBoard = async () => {
    await remove(board.id).unwrap();
    toast({ severity: 'success', title: t('board.deleted', { title: board.title }) });
  };

  return (
    <Stack direction="row" gap={1} align="center">
      <IconButton
        ref={handleRef}
        variant="text"
        size="sm"
        color="secondary"
        label={t('dnd.handle', { title: board.title })}
        aria-roledescription={t('dnd.board')}
        aria-describedby={actions.boardHelpId}
        data-board-handle={board.id}
        onKeyDown={(event) => actions.onBoardKeyDown(event, board.id)}
      >
        <IconGripVertical size={18} />
      </IconButton>
      {renaming ? (
        <BoardRenameForm
          boardId={board.id}
          title={board.title}
          titleTaken={actions.titleTaken}
          onClose={closeRename}
        />
      ) : (
        <Stack gap={0} grow>
          <Typography variant="h5" as="h2" id={titleId} maxLines={2}>
            {/* A span, not a <button>: a button is laid out as one block, and the title's
                two-line clamp has to cut inside its text. The focus ring is the global one. */}
            <span
              ref={titleButton}
              role="button"
              tabIndex={0}
              aria-describedby={hintId}
              data-testid="kanban-board-title"
              onClick={() => startRename('title')}
              onKeyDown={(event) => {
                if (!isActivation(event.key)) return;
                event.preventDefault();
                startRename('title');
              }}
            >
              {board.title}
            </span>
          </Typography>
          <VisuallyHidden id={hintId}>{t('board.renameHint')}</VisuallyHidden>
          <Typography variant="body2" color="secondary">
            {t('board.cards', { count })}
          </Typography>
        </Stack>
      )}
      <Menu
        align="end"
        onCloseAutoFocus={(event) => {
          if (renameChosen.current) event.preventDefault();
          renameChosen.current = false;
        }}
        trigger={
          <IconButton
            ref={menuButton}
            data-testid="kanban-board-menu"
            variant="text"
            size="sm"
            label={t('board.menu', { title: board.title })}
          >
            <IconDotsVertical size={18} />
          </IconButton>
        }
      >
        <Menu.Item
          data-testid="kanban-board-rename"
          icon={<IconPencil size={18} />}
          onSelect={() => {
            renameChosen.current = true;
            startRename('menu');
          }}
        >
          {t('board.rename')}
        </Menu.Item>
        <Menu.Item
          data-testid="kanban-board-delete"
          destructive
          icon={<IconTrash size={18} />}
          onSelect={() => setConfirming(true)}
        >
          {t('board.delete')}
        </Menu.Item>
      </Menu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('board.deleteTitle', { title: board.title })}
        message={t('board.deleteMessage', { count })}
        confirmLabel={t('board.deleteConfirm')}
        destructive
        errorMessage={t('board.deleteFailed')}
        onConfirm={deleteBoard}
      />
    </Stack>
  );
}
