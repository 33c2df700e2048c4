import * as VisuallyHiddenPrimitive from '@radix-ui/react-visually-hidden';
import { forwardRef, type HTMLAttributes } from 'react';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Hide the single child element instead of wrapping it in a span. */
  asChild?: boolean;
}

/** Content for screen readers only: read aloud, never painted. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(
  function VisuallyHidden(props, ref) {
    return <VisuallyHiddenPrimitive.Root ref={ref} {...props} />;
  },
);
