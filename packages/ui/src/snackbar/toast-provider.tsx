import * as ToastPrimitive from '@radix-ui/react-toast';
import { forwardRef, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useDirection } from '../i18n/use-direction.ts';
import { Snackbar } from './snackbar.tsx';
import { ToastViewport } from './snackbar.styles.ts';
import { ToastContext, type ToastFn, type ToastOptions } from './toast-context.ts';

export type ToastPosition =
  'top-start' | 'top-center' | 'top-end' | 'bottom-start' | 'bottom-center' | 'bottom-end';

export interface ToastProviderProps {
  /** The app (or the part of it) that may call `useToast()`. */
  children: ReactNode;
  /** Corner or edge of the screen, in logical terms: `end` is on the left in right-to-left. */
  position?: ToastPosition;
  /** Toasts shown at once; newer ones wait in line until one closes. */
  maxVisible?: number;
  /** Milliseconds a toast stays unless it sets its own `duration`. */
  duration?: number;
  /** Extra class on the toast list. */
  className?: string;
}

type Swipe = 'left' | 'right' | 'up' | 'down';

/** The swipe that throws a toast off the edge it sits at, which flips with the direction. */
function swipeFor(position: ToastPosition, dir: 'ltr' | 'rtl'): Swipe {
  if (position.endsWith('center')) return position.startsWith('top') ? 'up' : 'down';
  const towardsEnd = position.endsWith('end');
  return towardsEnd === (dir === 'ltr') ? 'right' : 'left';
}

interface Entry extends ToastOptions {
  id: string;
  /** Arrival order; toasts mount in portals, so screen order comes from CSS `order`. */
  seq: number;
}

/**
 * Queues toasts for its subtree (`useToast()`): at most `maxVisible` at once, newest on top.
 * Hovering or focusing the list pauses the timers; F8 jumps to it from the keyboard.
 */
export const ToastProvider = forwardRef<HTMLOListElement, ToastProviderProps>(
  function ToastProvider(
    { children, position = 'bottom-end', maxVisible = 3, duration = 5000, className },
    ref,
  ) {
    const { t } = useTranslation('ui');
    const dir = useDirection();
    const [entries, setEntries] = useState<Entry[]>([]);
    const counter = useRef(0);

    const toast = useMemo<ToastFn>(() => {
      const dismiss = (id: string) => setEntries((list) => list.filter((e) => e.id !== id));
      const show = (options: ToastOptions) => {
        counter.current += 1;
        const id = options.id ?? `toast-${counter.current}`;
        const seq = counter.current;
        setEntries((list) => [...list.filter((e) => e.id !== id), { ...options, id, seq }]);
        return id;
      };
      return Object.assign(show, { dismiss });
    }, []);

    const visible = entries.slice(-maxVisible).reverse();

    return (
      <ToastContext.Provider value={toast}>
        <ToastPrimitive.Provider
          label={t('toast.label')}
          duration={duration}
          swipeDirection={swipeFor(position, dir)}
        >
          {children}
          {visible.map(({ id, seq, ...options }) => (
            <Snackbar
              key={id}
              {...options}
              open
              onClose={() => toast.dismiss(id)}
              style={{ order: -seq }}
            />
          ))}
          <ToastViewport
            ref={ref}
            className={className}
            data-position={position}
            // Radix fills in the shortcut itself, so the placeholder must survive translation.
            label={t('toast.region', { hotkey: '{hotkey}' })}
          />
        </ToastPrimitive.Provider>
      </ToastContext.Provider>
    );
  },
);
