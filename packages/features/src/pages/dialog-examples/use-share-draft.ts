import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { ProjectShare, ShareMember, SharePermission } from '@atrium/mocks/types';

const isEmail = (text: string) => z.string().email().safeParse(text).success;

/**
 * The share dialog's edit of one project: its people with their permission, the addresses to
 * invite (typed one by one, each checked as it becomes a chip) and the messages to show.
 */
export function useShareDraft() {
  const { t } = useTranslation('pages');
  const [members, setMembers] = useState<ShareMember[]>([]);
  const [invites, setInvites] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();
  const [invitePermission, setInvitePermission] =
    useState<Exclude<SharePermission, 'owner'>>('view');
  const [membersError, setMembersError] = useState<string>();

  const load = useCallback((share: ProjectShare | undefined) => {
    setMembers(share?.members ?? []);
    setInvites([]);
    setDraft('');
    setDraftError(undefined);
    setMembersError(undefined);
  }, []);

  /** Turns what is typed into chips; a wrong or known address stays typed with its message. */
  const addDraft = (): boolean => {
    const typed = draft.split(/[,;\s]+/).filter(Boolean);
    const known = new Set([...members.map((m) => m.email), ...invites].map((e) => e.toLowerCase()));
    const added: string[] = [];
    for (const [i, email] of typed.entries()) {
      const problem = !isEmail(email)
        ? t('dialogs.share.errors.email')
        : known.has(email.toLowerCase())
          ? t('dialogs.share.errors.duplicate')
          : undefined;
      if (problem) {
        setInvites((list) => [...list, ...added]);
        setDraft(typed.slice(i).join(', '));
        setDraftError(problem);
        return false;
      }
      known.add(email.toLowerCase());
      added.push(email);
    }
    setInvites((list) => [...list, ...added]);
    setDraft('');
    setDraftError(undefined);
    return true;
  };

  const setPermission = (email: string, permission: SharePermission) => {
    setMembersError(undefined);
    setMembers((list) => list.map((m) => (m.email === email ? { ...m, permission } : m)));
  };

  /** The PUT body, or null when the people have not exactly one owner (then said). */
  const changes = () => {
    if (members.filter((m) => m.permission === 'owner').length !== 1) {
      setMembersError(t('dialogs.share.errors.owner'));
      return null;
    }
    return {
      members: [
        ...members.map(({ email, permission }) => ({ email, permission })),
        ...invites.map((email) => ({ email, permission: invitePermission })),
      ],
    };
  };

  return {
    members,
    invites,
    draft,
    draftError,
    invitePermission,
    membersError,
    load,
    addDraft,
    changes,
    setPermission,
    setInvitePermission,
    setMembersError,
    setDraft: (text: string) => {
      setDraft(text);
      setDraftError(undefined);
    },
    removeMember: (email: string) => {
      setMembersError(undefined);
      setMembers((list) => list.filter((m) => m.email !== email));
    },
    removeInvite: (email: string) => setInvites((list) => list.filter((e) => e !== email)),
  };
}

export type ShareDraft = ReturnType<typeof useShareDraft>;
