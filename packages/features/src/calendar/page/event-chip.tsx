import { VisuallyHidden } from '@atrium/ui';

export interface EventChipProps {
  id: string;
  title: string;
  timeText: string;
  /** What the screen reader hears after the title: all day, and the calendar's name. */
  spokenSuffix: string;
  timeClass: string;
  titleClass: string;
}

/**
 * An event's text in the grid. FullCalendar makes the event a focusable button; this content
 * names it for screen readers (title, time, calendar) and carries the id the keyboard layer reads.
 * It reads no translations itself: a busy month draws a thousand of these at once, and the words
 * are the same for each (the calendar passes them in).
 */
export function EventChip({
  id,
  title,
  timeText,
  spokenSuffix,
  timeClass,
  titleClass,
}: EventChipProps) {
  return (
    <>
      {timeText && <span className={timeClass}>{timeText}</span>}
      <span className={titleClass} data-event-id={id}>
        {title}
      </span>
      <VisuallyHidden>{spokenSuffix}</VisuallyHidden>
    </>
  );
}
