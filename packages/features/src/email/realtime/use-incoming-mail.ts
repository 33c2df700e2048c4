import type { Email } from '@atrium/mocks/types';
import { EMAIL_RECEIVED_EVENT } from '@atrium/mocks/values';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { useToast } from '@atrium/ui';

import { useRealtimeEvent } from '../../api/realtime-events.ts';
import type { AppDispatch } from '../../store/create-store.ts';
import { refreshMailbox } from '../api/emails.ts';
import { mailHref } from '../page/use-mailbox-view.ts';

function isEmail(value: unknown): value is Email {
  const v = value as Partial<Email> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'number' &&
    typeof v.subject === 'string' &&
    typeof v.from?.name === 'string'
  );
}

/**
 * A mail pushed as `email.received` (the fake API's cadence, `simulate-incoming`, or a real
 * broadcaster), on whatever screen the user is: the mail views and counts refresh, and a toast
 * says who wrote and about what, with a button that opens it. Mounted once by the app's frame,
 * not by the Mail screen, so the news reaches a user busy elsewhere. `skip` for a user who may
 * not read mail.
 */
export function useIncomingMail({ skip = false }: { skip?: boolean } = {}): void {
  // The texts' namespace loads with the Mail screen; the toast fetches it when it is needed
  // rather than on every screen.
  const { i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  useRealtimeEvent(EMAIL_RECEIVED_EVENT, (data) => {
    if (skip || !isEmail(data)) return;
    dispatch(refreshMailbox());
    void i18n.loadNamespaces('email').then(() => {
      const t = i18n.getFixedT(null, 'email');
      toast({
        id: `mail-received-${data.id}`,
        severity: 'info',
        title: t('incoming.title', { name: data.from.name }),
        description: data.subject || t('common.noSubject'),
        action: { label: t('incoming.open'), onClick: () => void navigate(mailHref(data.id)) },
      });
    });
  });
}
