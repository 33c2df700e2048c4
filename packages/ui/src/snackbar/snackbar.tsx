import * as ToastPrimitive from '@radix-ui/react-toast';
import { IconX } from '@tabler/icons-react';
import { forwardRef, useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { isUrgent, severityIcons } from '../alert/severity-icons.tsx';
import { Button } from '../button/button.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import {
  ToastControls,
  ToastDescription,
  ToastIcon,
  ToastLayout,
  ToastRoot,
  ToastText,
  ToastTitle,
} from './snackbar.styles.ts';
import type { ToastOptions } from './toast-context.ts';

export interface SnackbarProps extends Omit<ToastOptions, 'id'> {
  /** Whether it is shown; the provider sets this. */
  open: boolean;
  /** Called when the toast closes by timeout, swipe, Escape, its close button or its action. */
  onClose: () => void;
  /** Inline style of the card (the provider orders the stack with it). */
  style?: CSSProperties;
  /** Extra class on the card. */
  className?: string;
}

/** One toast card. Usually rendered by `ToastProvider`; use `useToast()` to show one. */
export const Snackbar = forwardRef<HTMLLIElement, SnackbarProps>(function Snackbar(
  { title, description, severity = 'info', action, duration, open, onClose, style, className },
  ref,
) {
  const { t } = useTranslation('ui');
  const urgent = isUrgent(severity);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ToastRoot
      ref={ref}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      duration={duration}
      type={urgent ? 'foreground' : 'background'}
      data-severity={severity}
      style={style}
      className={className}
    >
      {/* The role sits inside the list item: a list item itself may not be a live region. */}
      <ToastLayout
        role={urgent ? 'alert' : 'status'}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
      >
        <ToastIcon aria-hidden>{severityIcons[severity]}</ToastIcon>
        <ToastText>
          <ToastTitle id={titleId}>{title}</ToastTitle>
          {description && <ToastDescription id={descriptionId}>{description}</ToastDescription>}
        </ToastText>
        <ToastControls>
          {action && (
            <ToastPrimitive.Action altText={action.label} asChild>
              <Button variant="text" size="sm" onClick={action.onClick} data-toast-action="">
                {action.label}
              </Button>
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close asChild>
            <IconButton label={t('toast.close')} size="sm" data-toast-close="">
              <IconX size={16} />
            </IconButton>
          </ToastPrimitive.Close>
        </ToastControls>
      </ToastLayout>
    </ToastRoot>
  );
});
