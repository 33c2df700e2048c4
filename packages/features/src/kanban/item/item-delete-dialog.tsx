import { useTranslation } from 'react-i18next';

import type { KanbanItem } from '@atrium/mocks/types';
import { ConfirmDialog, useToast } from '@atrium/ui';

import { useDeleteKanbanItemMutation } from '../api/kanban-board.ts';

export interface ItemDeleteDialogProps {
  open: boolean;
  item: KanbanItem;
  onCancel: () => void;
  /** Called once the fake API has deleted the item (after the toast). */
  onDeleted: () => void;
}

/**
 * "Delete <title>?": on confirm, `DELETE /item/{id}`. A refusal keeps the dialog open with the
 * reason, so the user can try again or cancel.
 */
export function ItemDeleteDialog({ open, item, onCancel, onDeleted }: ItemDeleteDialogProps) {
  const { t } = useTranslation('kanban');
  const toast = useToast();
  const [remove] = useDeleteKanbanItemMutation();
  const confirm = async () => {
    await remove(item.id).unwrap();
    toast({ severity: 'success', title: t('item.toast.deleted', { title: item.title }) });
    onDeleted();
  };
  return (
    <ConfirmDialog
      open={open}
      onCancel={onCancel}
      title={t('item.delete.title', { title: item.title })}
      message={t('item.delete.message')}
      confirmLabel={t('item.delete.confirm')}
      cancelLabel={t('item.drawer.cancel')}
      errorMessage={t('item.delete.failed')}
      destructive
      onConfirm={confirm}
    />
  );
}
