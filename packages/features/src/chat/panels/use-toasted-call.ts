import { useCallback } from 'react';

import { useToast } from '@atrium/ui';

export interface ToastTexts {
  /** Said on success; nothing is said when absent (a switch shows its own result). */
  done?: string | undefined;
  failed: string;
}

/**
 * Runs a save and says how it went in a toast: the panels' and the composer's calls. Answers
 * whether it worked, so the caller can keep what it would have cleared.
 */
export function useToastedCall(): (
  call: () => Promise<unknown>,
  texts: ToastTexts,
) => Promise<boolean> {
  const toast = useToast();
  return useCallback(
    async (call, { done, failed }) => {
      try {
        await call();
        if (done) toast({ severity: 'success', title: done });
        return true;
      } catch {
        toast({ severity: 'error', title: failed });
        return false;
      }
    },
    [toast],
  );
}
