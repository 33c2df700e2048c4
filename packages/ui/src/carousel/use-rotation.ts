import { useState, type FocusEvent } from 'react';

import { isMotionReduced } from '../utils/motion.ts';

/**
 * Whether an autoplaying carousel should move now: the user has not paused it, and neither the
 * pointer nor focus is inside (WCAG 2.2.2). Reduced motion starts it paused.
 */
export function useRotation(autoplay: boolean) {
  const [playing, setPlaying] = useState(() => autoplay && !isMotionReduced());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    playing,
    rotating: autoplay && playing && !hovered && !focused,
    togglePlaying: () => setPlaying((p) => !p),
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}
