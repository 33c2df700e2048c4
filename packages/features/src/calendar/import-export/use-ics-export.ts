import { useTranslation } from 'react-i18next';

import { useToast } from '@atrium/ui';
import type { CalendarCategory, CalendarEvent } from '@atrium/mocks/types';

import { calendarApi } from '../api/calendar-events.ts';
import { writeIcs } from '../ics/ics-writer.ts';
import { downloadText } from './download-text.ts';

/** The name of the exported file: the same in every language, as a file name should be. */
export const ICS_FILE_NAME = 'atrium-calendar.ics';
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';

/**
 * Export of the checked calendars' events as an .ics download. The events come from the list the
 * page already holds when it is cached, else from one GET; no event, no file (a toast says so).
 */
export function useIcsExport(calendars: readonly CalendarCategory[]) {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const [load, { isFetching }] = calendarApi.useLazyGetCalendarEventsQuery();

  const exportEvents = async () => {
    let events: CalendarEvent[];
    let text: string;
    try {
      events = await load(calendars, true).unwrap();
      text = writeIcs(events, { now: new Date() });
    } catch {
      toast({ severity: 'error', title: t('ics.export.failed') });
      return;
    }
    if (events.length === 0) {
      toast({ severity: 'info', title: t('ics.export.empty') });
      return;
    }
    downloadText(text, ICS_FILE_NAME, ICS_MIME_TYPE);
    toast({ severity: 'success', title: t('ics.export.done', { count: events.length }) });
  };

  return { exportEvents, exporting: isFetching };
}
