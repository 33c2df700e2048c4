import { useTranslation } from 'react-i18next';

import { VisuallyHidden } from '@atrium/ui';
import type { CalendarCategory } from '@atrium/mocks/types';

export interface EventChipProps {
  id: string;
  title: string;
  timeText: string;
  allDay: boolean;
  calendar: CalendarCategory;
  timeClass: string;
  titleClass: string;
}

/**
 * An event's text in the grid. FullCalendar makes the event a focusable button; this content
 * names it for screen readers (title, time, calendar) and carries the id the keyboard layer reads.
 */
export function EventChip({
  id,
  title,
  timeText,
  allDay,
  calendar,
  timeClass,
  titleClass,
}: EventChipProps) {
  const { t } = useTranslation('calendar');
  return (
    <>
      {timeText && <span className={timeClass}>{timeText}</span>}
      <span className={titleClass} data-event-id={id}>
        {title}
      </span>
      <VisuallyHidden>
        {allDay ? `, ${t('page.allDay')}` : ''}, {t(`common.calendars.${calendar}`)}
      </VisuallyHidden>
    </>
  );
}
