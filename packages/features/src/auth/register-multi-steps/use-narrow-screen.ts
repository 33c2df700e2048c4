import { useSyncExternalStore } from 'react';

import { breakpoints } from '@atrium/ui';

/** Below the `sm` breakpoint a row of three labelled steps no longer fits a phone's width. */
const NARROW = `(max-width: ${breakpoints.sm - 0.02}px)`;

const narrowList = (): MediaQueryList | undefined => globalThis.matchMedia?.(NARROW);

function follow(onChange: () => void): () => void {
  narrowList()?.addEventListener('change', onChange);
  return () => narrowList()?.removeEventListener('change', onChange);
}

/** Whether the screen is phone-narrow (follows resizes and rotations; wide where unknown). */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(follow, () => narrowList()?.matches ?? false);
