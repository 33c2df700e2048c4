import { IconArrowsDiagonal, IconMinus, IconX } from '@tabler/icons-react';
import { forwardRef, useId, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconButton } from '../icon-button/icon-button.tsx';
import {
  WindowBody,
  WindowFooter,
  WindowHeader,
  WindowRoot,
  WindowTitle,
} from './docked-window.styles.ts';

export interface DockedWindowProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The window's name, in its title bar (a new mail's subject, "New message"). */
  title: ReactNode;
  /** Only the title bar shows; the content stays mounted, so nothing typed is lost. */
  minimized: boolean;
  onMinimizedChange: (minimized: boolean) => void;
  /** The close button and Escape. */
  onClose: () => void;
  /** Actions along the bottom (Send, Discard); hidden with the content when minimised. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A window docked to the bottom end corner over the page, as web mail's composer is: not modal
 * (the page stays usable behind it), minimisable to its title bar, full screen on a phone. It is
 * a labelled dialog region; Escape inside it calls `onClose`.
 */
export const DockedWindow = forwardRef<HTMLElement, DockedWindowProps>(function DockedWindow(
  { title, minimized, onMinimizedChange, onClose, footer, children, onKeyDown, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const bodyId = useId();
  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    // A menu or popover inside handles its own Escape first (and stops it).
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <WindowRoot
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-minimized={minimized ? '' : undefined}
      onKeyDown={keyDown}
      {...rest}
    >
      <WindowHeader>
        <WindowTitle id={titleId}>{title}</WindowTitle>
        <IconButton
          size="sm"
          label={minimized ? t('dockedWindow.restore') : t('dockedWindow.minimize')}
          aria-expanded={!minimized}
          aria-controls={bodyId}
          onClick={() => onMinimizedChange(!minimized)}
        >
          {minimized ? <IconArrowsDiagonal size={18} /> : <IconMinus size={18} />}
        </IconButton>
        <IconButton size="sm" label={t('dockedWindow.close')} onClick={onClose}>
          <IconX size={18} />
        </IconButton>
      </WindowHeader>
      <WindowBody id={bodyId} hidden={minimized}>
        {children}
      </WindowBody>
      {footer && <WindowFooter hidden={minimized}>{footer}</WindowFooter>}
    </WindowRoot>
  );
});
