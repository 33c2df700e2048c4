import { VisuallyHidden } from '@atrium/ui';

/**
 * The keyboard layer's polite announcements ("Moved 'Design Review' to Thursday 12 March"). The
 * key changes with each message, so the same words said twice are read twice.
 */
export function LiveRegion({ message }: { message: { text: string; key: number } }) {
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="calendar-announcer">
      <span key={message.key}>{message.text}</span>
    </VisuallyHidden>
  );
}
