import type { Email, EmailFolder, EmailLabel } from '@atrium/mocks/types';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useToast } from '@atrium/ui';

import { useUpdateEmailsMutation, type EmailsChange } from '../api/emails.ts';

/** Every change the mail screen makes, each through the one bulk call, with its toast. */
export interface MailActions {
  trash: (ids: readonly number[]) => void;
  restore: (ids: readonly number[]) => void;
  move: (ids: readonly number[], folder: EmailFolder) => void;
  markRead: (ids: readonly number[], read: boolean) => void;
  star: (ids: readonly number[], starred: boolean) => void;
  toggleStar: (email: Email) => void;
  toggleLabel: (ids: readonly number[], label: EmailLabel) => void;
}

export function useMailActions(): MailActions {
  const { t } = useTranslation('email');
  const toast = useToast();
  const [update] = useUpdateEmailsMutation();
  return useMemo(() => {
    const send = (change: EmailsChange, done?: string) => {
      update(change)
        .unwrap()
        .then(
          () => done && toast({ severity: 'success', title: done }),
          () => toast({ severity: 'error', title: t('common.changeFailed') }),
        );
    };
    return {
      trash: (ids) =>
        send({ ids, data: { isDeleted: true } }, t('bulk.trashed', { count: ids.length })),
      restore: (ids) =>
        send(
          { ids, data: { isDeleted: false, folder: 'inbox' } },
          t('bulk.moved', { count: ids.length, folder: t('views.inbox') }),
        ),
      move: (ids, folder) =>
        send(
          { ids, data: { folder, isDeleted: false } },
          t('bulk.moved', { count: ids.length, folder: t(`views.${folder}`) }),
        ),
      markRead: (ids, read) => send({ ids, data: { isRead: read } }),
      star: (ids, starred) => send({ ids, data: { isStarred: starred } }),
      toggleStar: (email) => send({ ids: [email.id], data: { isStarred: !email.isStarred } }),
      toggleLabel: (ids, label) => send({ ids, label }),
    };
  }, [t, toast, update]);
}
