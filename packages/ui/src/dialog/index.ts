export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { type DialogBodyProps } from './dialog-body.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export type { DialogSize } from './dialog.styles.ts';
