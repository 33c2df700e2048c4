import * as PopoverPrimitive from '@radix-ui/react-popover';
import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { keyMove } from '../utils/key-move.ts';
import { isMotionReduced } from '../utils/motion.ts';
import { useDirection } from '../i18n/use-direction.ts';
import { TourSpotlight } from './tour-spotlight.tsx';
import { TourStepContent } from './tour-step-content.tsx';
import { TourArrow, TourCard } from './tour.styles.ts';
import { useControllable } from './use-tour-state.ts';
import {
  physicalSide,
  resolveTarget,
  useTargetRect,
  useVirtualAnchor,
  type TourTarget,
} from './use-target-rect.ts';

export interface TourStep {
  /** The element to spotlight: a ref, or a CSS selector such as `[data-tour="revenue"]`. */
  target: TourTarget;
  /** Heading of the card. */
  title: ReactNode;
  /** What the user should know about the target. */
  content: ReactNode;
  /** Side of the target for the card (logical); it flips when there is no room. */
  side?: 'top' | 'bottom' | 'start' | 'end';
}

/** Why the tour closed: Skip, Escape, or Done on the last step. */
export type TourCloseReason = 'skip' | 'escape' | 'done';

export interface TourProps extends HTMLAttributes<HTMLDivElement> {
  /** The steps, in order. */
  steps: TourStep[];
  /** Controlled: whether the tour shows. */
  open?: boolean;
  /** Uncontrolled: whether the tour shows at first. */
  defaultOpen?: boolean;
  /** Controlled: index of the current step. */
  step?: number;
  /** Uncontrolled: index of the first step shown. */
  defaultStep?: number;
  /** Called with the new step index when the user moves. */
  onStepChange?: (details: { step: number }) => void;
  /** Called when the user closes the tour, with the reason and the step it closed on. */
  onClose?: (details: { reason: TourCloseReason; step: number }) => void;
  /** Space around the target inside the cut-out, in px. */
  spotlightPadding?: number;
}

const interactive = 'button, a, input, textarea, select, [tabindex]:not([tabindex="-1"])';
const editable = 'input, textarea, select, [contenteditable="true"]';

/**
 * A guided tour: dims the page, cuts a hole around each step's element, and shows a card beside
 * it (Radix popover: positioning, focus trap, Escape). Arrow keys and Enter move between steps.
 */
export const Tour = forwardRef<HTMLDivElement, TourProps>(function Tour(
  {
    steps,
    open: openProp,
    defaultOpen = false,
    step: stepProp,
    defaultStep = 0,
    onStepChange,
    onClose,
    spotlightPadding = 8,
    onKeyDown,
    ...rest
  },
  ref,
) {
  const direction = useDirection();
  const [open, setOpen] = useControllable(openProp, defaultOpen);
  const [stepValue, setStep] = useControllable(stepProp, defaultStep);
  const index = Math.min(Math.max(stepValue, 0), Math.max(steps.length - 1, 0));
  const current = steps[index];
  const last = index === steps.length - 1;

  // Targets are looked up after render: the elements they name may mount with this one.
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setTarget(open ? resolveTarget(current?.target) : null);
  }, [open, current?.target]);
  useEffect(() => {
    target?.scrollIntoView({
      block: 'center',
      inline: 'nearest',
      behavior: isMotionReduced() ? 'instant' : 'smooth',
    });
  }, [target]);
  const rect = useTargetRect(target, spotlightPadding);
  const anchor = useVirtualAnchor(target, spotlightPadding);

  const returnFocus = useRef<HTMLElement | null>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const go = (next: number) => {
    setStep(next);
    onStepChange?.({ step: next });
  };
  const close = (reason: TourCloseReason) => {
    setOpen(false);
    onClose?.({ reason, step: index });
  };
  const back = () => index > 0 && go(index - 1);
  const forward = () => (last ? close('done') : go(index + 1));

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    // Step content may hold a field: its own keys are not the tour's.
    if (event.defaultPrevented || (event.target as Element).closest(editable)) return;
    const move = keyMove(event.key, direction);
    const onCard = event.key === 'Enter' && !(event.target as Element).closest(interactive);
    const action = move === 'next' || onCard ? forward : move === 'previous' ? back : undefined;
    if (!action) return;
    event.preventDefault();
    action();
  };

  if (!current) return null;
  return (
    <PopoverPrimitive.Root open={open} modal>
      <PopoverPrimitive.Anchor virtualRef={anchor} />
      {open && <TourSpotlight rect={target ? rect : null} />}
      <PopoverPrimitive.Portal>
        <TourCard
          ref={ref}
          dir={direction}
          side={physicalSide(current.side ?? 'bottom', direction)}
          sideOffset={12}
          // Follow the target through any layout change, as the spotlight does.
          updatePositionStrategy="always"
          collisionPadding={16}
          data-step={index}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current = document.activeElement as HTMLElement | null;
            nextRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            close('escape');
          }}
          // The page is dimmed and inert; a stray click must not lose the user's place.
          onInteractOutside={(event) => event.preventDefault()}
          onKeyDown={handleKeyDown}
          {...rest}
        >
          <TourStepContent
            step={current}
            index={index}
            total={steps.length}
            nextRef={nextRef}
            onSkip={() => close('skip')}
            onBack={back}
            onNext={forward}
          />
          <TourArrow width={14} height={7} />
        </TourCard>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
});
