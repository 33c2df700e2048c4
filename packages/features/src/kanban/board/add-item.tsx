import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Stack, Textarea, useToast } from '@atrium/ui';

import { useAddKanbanItemMutation } from '../api/kanban-board.ts';

interface AddItemProps {
  boardId: number;
  boardName: string;
}

/**
 * "Add new item" at the foot of a board, opening a text box: Enter adds (and stays open for the
 * next), Shift+Enter starts a new line, Escape or a click outside cancels. A refused add keeps
 * the text.
 */
export function AddItem({ boardId, boardName }: AddItemProps) {
  const { t } = useTranslation('kanban');
  const toast = useToast();
  const [add, { isLoading }] = useAddKanbanItemMutation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  // The box takes focus when the user opens it (never on page load).
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setText('');
    setError(null);
    if (refocus) requestAnimationFrame(() => opener.current?.focus());
  };

  const submit = async () => {
    const itemTitle = text.trim();
    if (itemTitle === '') return setError(t('addItem.required'));
    try {
      await add({ boardId, boardName, itemTitle }).unwrap();
      setText('');
      toast({ severity: 'success', title: t('addItem.added', { board: boardName }) });
    } catch {
      setError(t('addItem.failed'));
    }
  };

  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!isLoading && !event.currentTarget.contains(event.relatedTarget)) close(false);
  };

  if (!open)
    return (
      <Button
        ref={opener}
        data-testid="kanban-add-item"
        variant="text"
        color="secondary"
        startIcon={<IconPlus size={18} />}
        onClick={() => setOpen(true)}
      >
        {t('addItem.open')}
      </Button>
    );

  return (
    <Stack
      as="form"
      gap={2}
      onBlur={leave}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Textarea
        ref={field}
        label={t('addItem.label')}
        helperText={t('addItem.hint')}
        minRows={2}
        maxRows={6}
        value={text}
        error={error}
        readOnly={isLoading}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void submit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            close(true);
          }
        }}
      />
      <Stack direction="row" gap={2}>
        <Button type="submit" size="sm" loading={isLoading}>
          {t('addItem.add')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="tonal"
          color="secondary"
          onClick={() => close(true)}
        >
          {t('addItem.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
