import { useCallback, useEffect, useRef, useState } from 'react';

import { useSaveDraftMutation } from '../api/emails.ts';
import { isBlankDraft, type MailDraft } from './reply-draft.ts';

/** How long the composer waits after the last change before it saves the draft. */
export const DRAFT_SAVE_DELAY_MS = 2000;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface DraftAutosave {
  status: DraftStatus;
  /** Saves now (after any save under way); answers the draft's id, none if nothing to keep. */
  save: () => Promise<number | undefined>;
  /**
   * Stops saving (the mail is sent or discarded): a save waiting for typing to stop is dropped,
   * one under way is waited for; answers the draft's id so far.
   */
  stop: () => Promise<number | undefined>;
}

const fieldsOf = ({ to, cc, bcc, subject, message, attachments }: MailDraft) => ({
  to,
  cc,
  bcc,
  subject,
  message,
  attachments,
});

/**
 * Saves the composer's draft a little after typing stops, and on demand (closing). Saves go one
 * after another, so the first one's id is the one every later save updates: a mail being written
 * is one draft, never several.
 */
export function useDraftAutosave(
  draft: MailDraft,
  delayMs: number = DRAFT_SAVE_DELAY_MS,
): DraftAutosave {
  const [saveDraft] = useSaveDraftMutation();
  const [status, setStatus] = useState<DraftStatus>('idle');
  const latest = useRef(draft);
  const id = useRef(draft.id);
  const under = useRef<Promise<number | undefined>>(Promise.resolve(draft.id));
  useEffect(() => {
    latest.current = draft;
  });

  const save = useCallback(() => {
    under.current = under.current.then(async () => {
      const current = latest.current;
      if (id.current === undefined && isBlankDraft(current)) return undefined;
      setStatus('saving');
      try {
        const saved = await saveDraft({
          ...fieldsOf(current),
          ...(id.current === undefined ? {} : { id: id.current }),
        }).unwrap();
        id.current = saved.id;
        setStatus('saved');
      } catch {
        setStatus('failed');
      }
      return id.current;
    });
    return under.current;
  }, [saveDraft]);

  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const stop = useCallback(() => {
    stopped.current = true;
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
    return under.current;
  }, []);

  const opened = useRef(draft);
  useEffect(() => {
    // The fields it opened with are saved already (a draft) or not yet the user's (a reply).
    if (draft === opened.current || stopped.current) return;
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = null;
      void save();
    }, delayMs);
  }, [draft, save, delayMs]);

  // Leaving with a save still waiting (another mail opened, another page) saves at once.
  useEffect(
    () => () => {
      if (pending.current === null) return;
      clearTimeout(pending.current);
      pending.current = null;
      void save();
    },
    [save],
  );

  return { status, save, stop };
}
