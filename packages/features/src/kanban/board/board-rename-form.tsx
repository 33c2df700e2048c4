import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Stack, TextField, useToast } from '@atrium/ui';

import { useRenameKanbanBoardMutation } from '../api/kanban-board.ts';

interface BoardRenameFormProps {
  boardId: number;
  title: string;
  /** The other board already called the given title, if any. */
  titleTaken: (title: string, exceptId?: number) => string | undefined;
  /** Done: saved, unchanged or cancelled. */
  onClose: () => void;
}

/**
 * The board's title as a field: Enter saves (a blank or taken title is refused inline and the
 * text kept), Escape or leaving the field cancels.
 */
export function BoardRenameForm({ boardId, title, titleTaken, onClose }: BoardRenameFormProps) {
  const { t } = useTranslation('kanban');
  const toast = useToast();
  const [rename, { isLoading }] = useRenameKanbanBoardMutation();
  const [text, setText] = useState(title);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Focus waits a frame: the menu that opened the form is still closing and handing focus back.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.select();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const newName = text.trim();
    if (newName === title) return onClose();
    const taken = titleTaken(newName, boardId);
    if (newName === '') return setError(t('board.titleRequired'));
    if (taken) return setError(t('addBoard.duplicate', { title: taken }));
    try {
      await rename({ boardId, newName }).unwrap();
      toast({ severity: 'success', title: t('board.renamed', { title: newName }) });
      onClose();
    } catch {
      setError(t('board.renameFailed'));
    }
  };

  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!isLoading && !event.currentTarget.contains(event.relatedTarget)) onClose();
  };

  return (
    <Stack as="form" gap={2} grow onSubmit={(event) => void save(event)} onBlur={leave}>
      <TextField
        ref={input}
        label={t('board.titleLabel')}
        size="sm"
        value={text}
        maxLength={80}
        showCounter={false}
        error={error}
        readOnly={isLoading}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
      />
    </Stack>
  );
}
