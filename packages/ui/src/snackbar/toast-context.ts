import { createContext, useContext } from 'react';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  /** Stable id, to replace or dismiss a toast later; generated when absent. */
  id?: string;
  /** The message, short and specific: "Order #10245 archived". */
  title: string;
  /** A second line with detail. */
  description?: string;
  /** Colour, icon and urgency: errors and warnings interrupt screen readers, the rest wait. */
  severity?: ToastSeverity;
  /** One action button, e.g. Undo; clicking it also closes the toast. */
  action?: { label: string; onClick: () => void };
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. */
  duration?: number;
}

export interface ToastFn {
  /** Shows a toast and returns its id. */
  (options: ToastOptions): string;
  /** Closes the toast with this id. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastFn | null>(null);

/** The `toast()` function of the nearest `ToastProvider`. */
export function useToast(): ToastFn {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}
