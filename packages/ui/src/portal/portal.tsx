import { forwardRef, type HTMLAttributes } from 'react';

import { PortalRoot } from './portal.styles.ts';

export interface PortalProps extends HTMLAttributes<HTMLDivElement> {
  /** Where to render; `document.body` by default. */
  container?: Element | DocumentFragment | null;
  /** Render the single child into the container without a wrapping element. */
  asChild?: boolean;
}

/**
 * Renders children elsewhere in the DOM (body by default) so overlays escape `overflow` and
 * stacking contexts, while React context (theme, i18n) still flows through.
 */
export const Portal = forwardRef<HTMLDivElement, PortalProps>(function Portal(props, ref) {
  return <PortalRoot ref={ref} {...props} />;
});
