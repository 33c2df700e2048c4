import type { EmailSendRequest } from '@atrium/mocks/types';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useToast } from '@atrium/ui';

import { fieldErrorsOf } from '../../shared/server-errors.ts';
import { UNDO_WINDOW_MS } from '../../shared/use-undoable-delete.ts';
import { useSendEmailMutation } from '../api/emails.ts';
import type { ComposeErrors } from './mail-composer.tsx';
import type { MailDraft } from './reply-draft.ts';

const requestOf = ({ id, ...fields }: MailDraft): EmailSendRequest => ({
  ...fields,
  ...(id === undefined ? {} : { draftId: id }),
});

/** The fake API's field errors (first message of each), as the composer shows them. */
function composeErrorsOf(error: unknown): ComposeErrors {
  const fields = fieldErrorsOf(error) ?? {};
  const found: ComposeErrors = {};
  for (const key of ['to', 'cc', 'bcc', 'subject', 'message'] as const) {
    const first = Object.entries(fields).find(
      ([name]) => name === key || name.startsWith(`${key}.`),
    );
    if (first?.[1][0]) found[key] = first[1][0];
  }
  return found;
}

/**
 * Send with an Undo window, as web mail does: the composer closes at once and a toast holds the
 * mail for UNDO_WINDOW_MS. Undo reopens it as it was; at the end of the window it is sent, and a
 * refusal reopens it with the fake API's field errors. Leaving Mail sends what is still held.
 */
export function useUndoableSend(reopen: (draft: MailDraft, errors?: ComposeErrors) => void) {
  const { t } = useTranslation('email');
  const toast = useToast();
  const [send] = useSendEmailMutation();
  const held = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; go: () => void }>());
  const sequence = useRef(0);
  const latest = useRef({ t, reopen, send, toast });
  useEffect(() => {
    latest.current = { t, reopen, send, toast };
  });

  const deliver = useCallback((draft: MailDraft) => {
    const { send: post } = latest.current;
    post(requestOf(draft))
      .unwrap()
      .then(
        () =>
          latest.current.toast({ severity: 'success', title: latest.current.t('compose.sent') }),
        (error: unknown) => {
          latest.current.toast({
            severity: 'error',
            title: latest.current.t('compose.sendFailed'),
          });
          latest.current.reopen(draft, composeErrorsOf(error));
        },
      );
  }, []);

  useEffect(() => {
    const pending = held.current;
    return () => {
      for (const { timer, go } of pending.values()) {
        clearTimeout(timer);
        go();
      }
      pending.clear();
    };
  }, []);

  return useCallback(
    (draft: MailDraft) => {
      sequence.current += 1;
      const id = `mail-send-${sequence.current}`;
      const go = () => {
        held.current.delete(id);
        toast.dismiss(id);
        deliver(draft);
      };
      held.current.set(id, { timer: setTimeout(go, UNDO_WINDOW_MS), go });
      toast({
        id,
        severity: 'info',
        title: t('compose.sending'),
        duration: Infinity,
        action: {
          label: t('compose.undo'),
          onClick: () => {
            const entry = held.current.get(id);
            if (!entry) return;
            clearTimeout(entry.timer);
            held.current.delete(id);
            reopen(draft);
          },
        },
      });
    },
    [deliver, reopen, t, toast],
  );
}
