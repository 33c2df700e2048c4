import { ConfirmDialog } from '@atrium/ui';

import { deleteConfirmProps, type DeleteConfirmTexts } from './bulk-delete-button.tsx';

export interface RowDeleteDialogProps<Row> {
  /** The row asked about, or null: the dialog is closed. */
  row: Row | null;
  /** Closes the dialog (cancelled, or once the delete is under way). */
  onClose: () => void;
  /** Deletes the row (the page's Undo window). */
  onDelete: (row: Row) => void;
  texts: DeleteConfirmTexts;
}

/** A list's confirm before deleting one row from its row menu (the bulk bar has its own). */
export function RowDeleteDialog<Row>({ row, onClose, onDelete, texts }: RowDeleteDialogProps<Row>) {
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      {...deleteConfirmProps(texts)}
      onConfirm={() => {
        if (row !== null) onDelete(row);
        onClose();
      }}
    />
  );
}
