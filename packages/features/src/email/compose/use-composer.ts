import { useCallback, useMemo, useState } from 'react';

import type { ComposeErrors } from './mail-composer.tsx';
import { EMPTY_DRAFT, type MailDraft } from './reply-draft.ts';

/** One opening of the composer: a new key each time, so its fields start from `draft`. */
export interface ComposerSession {
  key: number;
  draft: MailDraft;
  errors?: ComposeErrors | undefined;
  minimized: boolean;
}

/**
 * Mail's one composer: opened blank, on a reply or a draft, or again after Undo. Opening while
 * another is open replaces it (that one saves its draft as it goes).
 */
export function useComposer() {
  const [session, setSession] = useState<ComposerSession | null>(null);
  const open = useCallback((draft: MailDraft = EMPTY_DRAFT, errors?: ComposeErrors) => {
    setSession((current) => ({
      key: (current?.key ?? 0) + 1,
      draft,
      errors,
      minimized: false,
    }));
  }, []);
  const close = useCallback(() => setSession(null), []);
  const setMinimized = useCallback(
    (minimized: boolean) => setSession((current) => current && { ...current, minimized }),
    [],
  );
  return useMemo(
    () => ({ session, open, close, setMinimized }),
    [session, open, close, setMinimized],
  );
}
