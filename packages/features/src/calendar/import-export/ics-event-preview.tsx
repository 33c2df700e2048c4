import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { List, Typography } from '@atrium/ui';
import type { CalendarEventInput } from '@atrium/mocks/types';

import { useFormat } from '../../shared/format.ts';

/** How many of the file's events the preview names; the rest are counted. */
export const PREVIEW_EVENTS = 5;

/** The first events a file will create, with their day (and time, for timed events). */
export function IcsEventPreview({ events }: { events: readonly CalendarEventInput[] }) {
  const { t, i18n } = useTranslation('calendar');
  const format = useFormat();
  const dateTime = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const more = events.length - PREVIEW_EVENTS;
  return (
    <div data-testid="ics-import-preview">
      <List dense flush>
        {events.slice(0, PREVIEW_EVENTS).map((event, index) => (
          <List.Item
            key={`${event.start}-${index}`}
            // All-day events are stored at UTC midnight: their day is the UTC date.
            secondary={
              event.allDay ? format.date(event.start) : dateTime.format(new Date(event.start))
            }
          >
            {event.title}
          </List.Item>
        ))}
      </List>
      {more > 0 && (
        <Typography variant="body2" color="secondary" data-testid="ics-import-more">
          {t('ics.import.more', { count: more })}
        </Typography>
      )}
    </div>
  );
}
