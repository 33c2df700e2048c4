import { startTransition, useEffect, useState } from 'react';

/**
 * False in the first render, then true in a transition: what a page draws only after its first
 * commit. A dashboard draws its first row (what a phone shows above the fold) alone, so that row's
 * text and pictures reach the screen without waiting for the cards below; those follow at once, in
 * slices the browser can paint between.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    startTransition(() => setAfter(true));
  }, []);
  return after;
}
