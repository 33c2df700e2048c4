import { ConfirmDialog } from '@atrium/ui';

export interface RowDeleteDialogProps<Row> {
  /** The row asked about, or null: the dialog is closed. */
  row: Row | null;
  /** Closes the dialog (cancelled, or once the delete is under way). */
  onClose: () => void;
  /** Deletes the row (the page's Undo window). */
  onDelete: (row: Row) => void;
  texts: { title: string; message: string; confirm: string; cancel: string };
}

/** A list's confirm before deleting one row from its row menu (the bulk bar has its own). */
export function RowDeleteDialog<Row>({ row, onClose, onDelete, texts }: RowDeleteDialogProps<Row>) {
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      destructive
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      cancelLabel={texts.cancel}
      onConfirm={() => {
        if (row !== null) onDelete(row);
        onClose();
      }}
    />
  );
}
