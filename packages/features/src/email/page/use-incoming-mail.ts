import type { Email } from '@atrium/mocks/types';
import { EMAIL_RECEIVED_EVENT } from '@atrium/mocks/values';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';

import { useToast } from '@atrium/ui';

import { useRealtimeEvent } from '../../api/realtime-events.ts';
import type { AppDispatch } from '../../store/create-store.ts';
import { refreshMailbox } from '../api/emails.ts';

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
 * broadcaster): the views and the counts refresh, and a toast says who wrote and about what.
 */
export function useIncomingMail(): void {
  const { t } = useTranslation('email');
  const toast = useToast();
  const dispatch = useDispatch<AppDispatch>();
  useRealtimeEvent(EMAIL_RECEIVED_EVENT, (data) => {
    if (!isEmail(data)) return;
    dispatch(refreshMailbox());
    toast({
      id: `mail-received-${data.id}`,
      severity: 'info',
      title: t('incoming.title', { name: data.from.name }),
      description: data.subject || t('common.noSubject'),
    });
  });
}
