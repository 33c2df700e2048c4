import { useSyncExternalStore } from 'react';

import { breakpoints } from '@atrium/ui';

/** From the `md` breakpoint the actions are a card beside the document; below, a toolbar above. */
const WIDE = `(min-width: ${breakpoints.md}px)`;

const query = () => globalThis.matchMedia?.(WIDE);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for a side column (follows resizes and rotations). */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
