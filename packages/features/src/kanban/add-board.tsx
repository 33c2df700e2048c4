import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Button, Stack, TextField, useToast } from '@atrium/ui';

import { useAddKanbanBoardMutation, useGetKanbanQuery } from './api/kanban-board.ts';
import { boardTitled } from './board/card-moves.ts';

interface AddBoardProps {
  /** The board already called `title`, if any: the fake API refuses a taken title without a word. */
  titleTaken: (title: string) => string | undefined;
}

/**
 * "Add new board" after the last board. A blank or taken title (case-insensitively) is refused
 * inline before asking, since the fake API's refusal is a bare network error; a failed call keeps
 * the text and says why, once the boards are asked for anew (a title taken since they loaded).
 */
export function AddBoard({ titleTaken }: AddBoardProps) {
  const { t } = useTranslation('kanban');
  const toast = useToast();
  const [add, { isLoading }] = useAddKanbanBoardMutation();
  const { refetch } = useGetKanbanQuery();
  // Asking for the boards after a refusal is part of the add: the form stays busy until then.
  const [checking, setChecking] = useState(false);
  const busy = isLoading || checking;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);

  // The field takes focus when the user opens the form (never on page load).
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setText('');
    setError(null);
    requestAnimationFrame(() => opener.current?.focus());
  };

  const submit = async () => {
    // Enter in the read-only field still submits: one add at a time.
    if (busy) return;
    const title = text.trim();
    const taken = titleTaken(title);
    if (title === '') return setError(t('addBoard.required'));
    if (taken) return setError(t('addBoard.duplicate', { title: taken }));
    try {
      await add({ title }).unwrap();
      toast({ severity: 'success', title: t('addBoard.added', { title }) });
      close();
    } catch {
      setChecking(true);
      setError(await whyRefused(title));
      setChecking(false);
    }
  };

  /**
   * The server refuses a taken title as it refuses a lost connection, without a word: a title
   * another tab or user took since the boards loaded is one the check above could not see. The
   * boards as they are now tell the two apart.
   */
  const whyRefused = async (title: string) => {
    try {
      const taken = boardTitled((await refetch().unwrap()).boards, title);
      if (taken) return t('addBoard.duplicate', { title: taken.title });
    } catch {
      // The boards cannot be read either: the connection, most likely.
    }
    return t('addBoard.failed');
  };

  return (
    // A board's width (the ui lane's 280 px), so the form lines up as the next board would.
    <Box inlineSize={280} shrink={false} data-testid="kanban-add-board">
      {open ? (
        <Stack
          as="form"
          gap={2}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            ref={field}
            label={t('addBoard.label')}
            value={text}
            maxLength={80}
            showCounter={false}
            error={error}
            readOnly={busy}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close();
              }
            }}
          />
          <Stack direction="row" gap={2}>
            <Button type="submit" size="sm" loading={busy}>
              {t('addBoard.add')}
            </Button>
            <Button type="button" size="sm" variant="tonal" color="secondary" onClick={close}>
              {t('addBoard.cancel')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Button
          ref={opener}
          data-testid="kanban-add-board-open"
          variant="tonal"
          startIcon={<IconPlus size={18} />}
          onClick={() => setOpen(true)}
        >
          {t('addBoard.open')}
        </Button>
      )}
    </Box>
  );
}
