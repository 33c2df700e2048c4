import { useCallback, useSyncExternalStore } from 'react';

import { breakpoints, type Breakpoint } from '@atrium/ui';

/** True while the viewport is narrower than `breakpoint` (the theme's `media.down`). */
export function useBelow(breakpoint: Breakpoint): boolean {
  const query = `(max-width: ${breakpoints[breakpoint] - 0.05}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
