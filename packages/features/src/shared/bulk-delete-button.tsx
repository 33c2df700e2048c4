import { IconTrash } from '@tabler/icons-react';

import { Button, ConfirmDialog } from '@atrium/ui';

export interface BulkDeleteButtonProps {
  /** The selected ids (the table's row ids). */
  selectedIds: string[];
  clearSelection: () => void;
  /** Deletes these rows (the page's Undo window). */
  onDelete: (ids: number[]) => void;
  texts: { button: string; title: string; message: string; confirm: string; cancel: string };
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
      destructive
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
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
