import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { KanbanItem } from '@atrium/mocks/types';
import { Box, Button, Drawer, useToast } from '@atrium/ui';

import {
  DiscardDialog,
  DrawerFormActions,
  fieldErrorsOf,
  statusOf,
  useFormFrame,
  useGetTeamQuery,
  type FormSaveOutcome,
} from '../../shared/index.ts';
import { useUpdateKanbanItemMutation } from '../api/kanban-board.ts';
import { ItemDeleteDialog } from './item-delete-dialog.tsx';
import { ItemForm } from './item-form.tsx';
import {
  changeOf,
  FIELD_OF_SERVER,
  itemSchema,
  valuesOf,
  type ItemFormValues,
} from './item-form-values.ts';

export interface KanbanItemDrawerProps {
  /** The item to edit; null closes the drawer. */
  item: KanbanItem | null;
  /** Called when the drawer should close: after Update or Delete, or when the user leaves it. */
  onClose: () => void;
}

/**
 * Edits a kanban item in a side panel: Update (`PUT /item/update`) and Delete (after a confirm,
 * `DELETE /item/{id}`) each toast and close; a refused save keeps the input and says why; leaving
 * with changes asks first. The board redraws from the answer (the api slice puts it in the cache).
 */
export function KanbanItemDrawer({ item, onClose }: KanbanItemDrawerProps) {
  // The last item stays drawn while the drawer slides out after `item` turned null; each opening
  // is a new session, so the form starts from the item as it is now (saved a moment ago, maybe).
  const [state, setState] = useState({ previous: item, last: item, session: 0 });
  if (item !== state.previous) {
    const opened = item !== null && (state.previous === null || state.previous.id !== item.id);
    setState({
      previous: item,
      last: item ?? state.last,
      session: state.session + (opened ? 1 : 0),
    });
  }
  const shown = item ?? state.last;
  if (!shown) return null;
  return (
    <ItemEditor
      key={`${shown.id}:${state.session}`}
      item={shown}
      open={item !== null}
      onClose={onClose}
    />
  );
}

/** Why a save failed, in words, from an RTK Query error. */
function useFailureText() {
  const { t } = useTranslation('kanban');
  return (error: unknown) => {
    const status = statusOf(error);
    if (status === 404) return t('item.errors.notFound');
    if (status === 'FETCH_ERROR') return t('item.errors.network');
    return t('item.errors.failed');
  };
}

function ItemEditor({
  item,
  open,
  onClose,
}: {
  item: KanbanItem;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('kanban');
  const toast = useToast();
  const formId = useId();
  const team = useGetTeamQuery();
  const [update] = useUpdateKanbanItemMutation();
  const failureText = useFailureText();
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<'discard' | 'delete' | null>(null);
  const schema = useMemo(() => itemSchema(t), [t]);

  const save = async (values: ItemFormValues): Promise<FormSaveOutcome<ItemFormValues>> => {
    setFailure(null);
    try {
      const change = changeOf(item, values, team.data ?? []);
      await update(change).unwrap();
      toast({ severity: 'success', title: t('item.toast.updated', { title: change.title }) });
      onClose();
      return { status: 'saved' };
    } catch (error) {
      const refused = fieldErrorsOf(error);
      if (refused && Object.keys(refused).some((name) => FIELD_OF_SERVER[name])) {
        return { status: 'invalid', errors: refused };
      }
      setFailure(failureText(error));
      toast({ severity: 'error', title: t('item.toast.updateFailed') });
      return { status: 'failed' };
    }
  };

  const frame = useFormFrame<ItemFormValues>({
    defaultValues: useMemo(() => valuesOf(item), [item]),
    resolver: zodResolver(schema),
    save,
    refusedField: (name, messages) => {
      const field = FIELD_OF_SERVER[name];
      return field ? { field, message: messages[0] ?? '' } : null;
    },
  });

  const leave = () => {
    setAsking(null);
    setFailure(null);
    frame.discard();
    onClose();
  };
  const requestClose = () => (frame.dirty ? setAsking('discard') : leave());

  return (
    <>
      <Drawer
        open={open}
        onOpenChange={(next) => !next && requestClose()}
        title={t('item.drawer.title')}
        data-testid="kanban-item-drawer"
        footer={
          <>
            <Button
              variant="outlined"
              color="error"
              onClick={() => setAsking('delete')}
              disabled={frame.saving}
              data-testid="kanban-item-delete"
            >
              {t('item.drawer.delete')}
            </Button>
            <Box grow />
            <DrawerFormActions
              formId={formId}
              saving={frame.saving}
              cancelLabel={t('item.drawer.cancel')}
              saveLabel={t('item.drawer.update')}
              onCancel={requestClose}
              saveTestId="kanban-item-update"
            />
          </>
        }
      >
        <ItemForm
          formId={formId}
          form={frame.form}
          onSubmit={frame.submit}
          item={item}
          failure={failure}
        />
      </Drawer>
      <DiscardDialog
        open={asking === 'discard'}
        texts={{
          title: t('item.discard.title'),
          message: t('item.discard.message'),
          leave: t('item.discard.leave'),
          stay: t('item.discard.stay'),
        }}
        onStay={() => setAsking(null)}
        onLeave={leave}
      />
      <ItemDeleteDialog
        open={asking === 'delete'}
        item={item}
        onCancel={() => setAsking(null)}
        onDeleted={() => {
          setAsking(null);
          onClose();
        }}
      />
    </>
  );
}
