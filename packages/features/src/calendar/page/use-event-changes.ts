import { useTranslation } from 'react-i18next';

import { useToast } from '@atrium/ui';

import { useUpdateCalendarEventMutation } from '../api/calendar-events.ts';
import { sayEnd, sayStart } from '../keyboard/describe-span.ts';
import type { KeyedChange } from '../keyboard/use-event-keyboard.ts';

/** What the API said when it refused (its 400 is plain text, SPEC §8), if it said anything. */
function reasonOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'string' && data.trim() ? data.trim() : undefined;
}

/**
 * Saves a drag, a resize or a key press (the update is optimistic: the event is already there) and
 * says it in the live region; a refusal puts the event back, says so and toasts the API's reason.
 */
export function useEventChanges(announce: (text: string) => void) {
  const { t, i18n } = useTranslation('calendar');
  const toast = useToast();
  const [update] = useUpdateCalendarEventMutation();

  const change = async ({ id, title, span, kind }: KeyedChange) => {
    announce(
      kind === 'move'
        ? t('keyboard.moved', { title, when: sayStart(span, i18n.language) })
        : t('keyboard.resized', { title, when: sayEnd(span, i18n.language) }),
    );
    try {
      await update({
        id,
        changes: {
          start: span.start.toISOString(),
          end: span.end.toISOString(),
          allDay: span.allDay,
        },
      }).unwrap();
    } catch (error) {
      const reason = reasonOf(error);
      toast({
        severity: 'error',
        title: t('keyboard.refused', { title }),
        ...(reason ? { description: t('keyboard.reason', { reason }) } : {}),
      });
      announce(t('keyboard.rolledBack', { title }));
    }
  };

  const tooShort = (title: string) => announce(t('keyboard.tooShort', { title }));

  return { change: (c: KeyedChange) => void change(c), tooShort };
}
