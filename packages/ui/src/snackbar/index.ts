export { Snackbar, type SnackbarProps } from './snackbar.tsx';
export { ToastProvider, type ToastPosition, type ToastProviderProps } from './toast-provider.tsx';
export { useToast, type ToastFn, type ToastOptions, type ToastSeverity } from './toast-context.ts';
