import * as PopoverPrimitive from '@radix-ui/react-popover';
import { IconX } from '@tabler/icons-react';
import {
  forwardRef,
  useId,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import { IconButton } from '../icon-button/icon-button.tsx';
import type { OpenStateProps } from '../utils/open-state.ts';
import { PopoverArrow, PopoverCloseSlot, PopoverContent, PopoverTitle } from './popover.styles.ts';

export interface PopoverProps
  extends Omit<ComponentPropsWithoutRef<typeof PopoverPrimitive.Content>, 'title'>, OpenStateProps {
  /** The element that toggles the popover. */
  trigger: ReactElement;
  /** Heading inside the popover; it also names it for screen readers. */
  title?: ReactNode;
  /** Draw an arrow pointing at the trigger. */
  arrow?: boolean;
  /** Show a close button in the corner (Escape and an outside click always close it). */
  closable?: boolean;
  /** Trap focus and block the page while open. */
  modal?: boolean;
  /** The content. */
  children: ReactNode;
}

/**
 * Rich, interactive content anchored to a trigger (Radix popover). Unlike a tooltip it takes
 * focus and may hold controls; it flips to stay on screen.
 */
export const Popover = forwardRef<HTMLDivElement, PopoverProps>(function Popover(
  {
    trigger,
    title,
    open,
    defaultOpen,
    onOpenChange,
    arrow = true,
    closable = false,
    modal,
    children,
    sideOffset = 8,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <PopoverPrimitive.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={modal}
    >
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverContent
          ref={ref}
          sideOffset={sideOffset}
          aria-labelledby={title ? titleId : undefined}
          data-closable={closable || undefined}
          {...rest}
        >
          {title && <PopoverTitle id={titleId}>{title}</PopoverTitle>}
          {children}
          {closable && (
            <PopoverCloseSlot>
              <PopoverPrimitive.Close asChild>
                <IconButton label={t('popover.close')} size="sm">
                  <IconX size={16} />
                </IconButton>
              </PopoverPrimitive.Close>
            </PopoverCloseSlot>
          )}
          {arrow && <PopoverArrow width={14} height={7} />}
        </PopoverContent>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
});
