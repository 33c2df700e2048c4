import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import {
  forwardRef,
  isValidElement,
  type ComponentPropsWithoutRef,
  type ReactElement,
  type ReactNode,
} from 'react';

import type { OpenStateProps } from '../utils/open-state.ts';
import { DisabledTriggerWrapper, TooltipArrow, TooltipContent } from './tooltip.styles.ts';

export interface TooltipProps
  extends
    Omit<ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>, 'content' | 'children'>,
    OpenStateProps {
  /** What the tooltip says; keep it short and never the only place for essential information. */
  content: ReactNode;
  /** The element that shows the tooltip on hover and keyboard focus. */
  children: ReactElement;
  /** Milliseconds of hovering before the tooltip opens (focus opens it at once). */
  delay?: number;
  /** Draw a small arrow pointing at the trigger. */
  arrow?: boolean;
  /** Do not show the tooltip at all (the trigger still renders). */
  disabled?: boolean;
}

/** Only native elements lose their events when disabled; Atrium's Button stays focusable. */
function isDisabledElement(node: ReactElement): boolean {
  const props = node.props as { disabled?: unknown };
  return typeof node.type === 'string' && props.disabled === true;
}

/**
 * A short label shown on hover and focus. Natively disabled triggers receive no events, so they
 * are wrapped in a focusable span that carries the tooltip instead.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  {
    content,
    children,
    delay = 400,
    open,
    defaultOpen,
    onOpenChange,
    arrow = true,
    disabled = false,
    side = 'top',
    sideOffset = 6,
    ...rest
  },
  ref,
) {
  if (disabled || !isValidElement(children)) return children;
  const trigger = isDisabledElement(children) ? (
    // The wrapper takes focus in place of the disabled control so keyboard users get the hint.
    <DisabledTriggerWrapper tabIndex={0} data-disabled-trigger="">
      {children}
    </DisabledTriggerWrapper>
  ) : (
    children
  );
  return (
    <TooltipPrimitive.Provider delayDuration={delay}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{trigger}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipContent ref={ref} side={side} sideOffset={sideOffset} {...rest}>
            {content}
            {arrow && <TooltipArrow width={10} height={5} />}
          </TooltipContent>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
});
