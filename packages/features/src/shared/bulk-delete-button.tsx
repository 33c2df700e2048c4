import { IconTrash } from '@tabler/icons-react';

import { Button, ConfirmDialog } from '@atrium/ui';

/** A delete confirm's words. */
export interface DeleteConfirmTexts {
  title: string;
  message: string;
  confirm: string;
  cancel: string;
}

/** `ConfirmDialog`'s props for a delete: destructive, with these words. */
export const deleteConfirmProps = (texts: DeleteConfirmTexts) => ({
  destructive: true,
  title: texts.title,
  message: texts.message,
  confirmLabel: texts.confirm,
  cancelLabel: texts.cancel,
});

export interface BulkDeleteButtonProps {
  /** The selected ids (the table's row ids). */
  selectedIds: string[];
  clearSelection: () => void;
  /** Deletes these rows (the page's Undo window). */
  onDelete: (ids: number[]) => void;
  texts: DeleteConfirmTexts & { button: string };
}

/** The bulk bar's delete: a confirm, then the selection goes and the bar closes. */
export function BulkDeleteButton({
  selectedIds,
  clearSelection,
  onDelete,
  texts,
}: BulkDeleteButtonProps) {
  return (
    <ConfirmDialog
      {...deleteConfirmProps(texts)}
      onConfirm={() => {
        onDelete(selectedIds.map(Number));
        clearSelection();
      }}
      trigger={
        <Button
          variant="tonal"
          color="error"
          size="sm"
          startIcon={<IconTrash size={16} />}
          data-testid="bulk-delete"
        >
          {texts.button}
        </Button>
      }
    />
  );
}
