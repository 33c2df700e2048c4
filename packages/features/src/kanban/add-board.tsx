import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Box, Button, Stack, TextField, useToast } from '@atrium/ui';

import { useAddKanbanBoardMutation } from './api/kanban-board.ts';

interface AddBoardProps {
  /** The board already called `title`, if any: the fake API refuses a taken title without a word. */
  titleTaken: (title: string) => string | undefined;
}

/**
 * "Add new board" after the last board. A blank or taken title (case-insensitively) is refused
 * inline before asking, since the fake API's refusal is a bare network error; a failed call keeps
 * the text and says so.
 */
export function AddBoard({ titleTaken }: AddBoardProps) {
  const { t } = useTranslation('kanban');
  const toast = useToast();
  const [add, { isLoading }] = useAddKanbanBoardMutation();
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
    const title = text.trim();
    const taken = titleTaken(title);
    if (title === '') return setError(t('addBoard.required'));
    if (taken) return setError(t('addBoard.duplicate', { title: taken }));
    try {
      await add({ title }).unwrap();
      toast({ severity: 'success', title: t('addBoard.added', { title }) });
      close();
    } catch {
      setError(t('addBoard.failed'));
    }
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
            readOnly={isLoading}
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
            <Button type="submit" size="sm" loading={isLoading}>
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
