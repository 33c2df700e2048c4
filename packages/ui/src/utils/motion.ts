/**
 * True when nothing should move by itself: the user asks for reduced motion, or the page turned
 * motion off (`<html data-motion="off">`, as Storybook's test runs and visual checks do).
 */
export function isMotionReduced(): boolean {
  if (typeof window === 'undefined') return true;
  if (document.documentElement.dataset.motion === 'off') return true;
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
