/** How the main calendar lays days out, which decides what an arrow key means. */
export type ViewKind = 'month' | 'week' | 'day' | 'list';

/** An event's span as the calendar draws it (`end` exclusive; all-day spans are whole days). */
export interface EventSpan {
  start: Date;
  end: Date;
  allDay: boolean;
}

/** What a key asks of a focused event: shift both ends (`move`) or the end only (`resize`). */
export interface KeyStep {
  kind: 'move' | 'resize';
  days: number;
  minutes: number;
}

export interface KeyContext {
  view: ViewKind;
  /** The view's slot length in minutes (week and day views). */
  slotMinutes: number;
  /** Right-to-left: ArrowLeft goes forward in time. */
  rtl: boolean;
}

/**
 * The step a key asks for, or null when the key is not one of the keyboard layer's. Left/Right
 * go a day (mirrored in right-to-left); Up/Down go a week in the month view and a slot in the week
 * and day views (the list has no rows in time, so they stay the list's own); Shift changes the
 * length instead of the place.
 */
export function stepOf(key: string, shiftKey: boolean, context: KeyContext): KeyStep | null {
  const kind = shiftKey ? 'resize' : 'move';
  const forward = context.rtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return { kind, days: forward, minutes: 0 };
    case 'ArrowLeft':
      return { kind, days: -forward, minutes: 0 };
    case 'ArrowDown':
    case 'ArrowUp': {
      const sign = key === 'ArrowDown' ? 1 : -1;
      if (context.view === 'month') return { kind, days: 7 * sign, minutes: 0 };
      if (context.view === 'list') return null;
      return { kind, days: 0, minutes: context.slotMinutes * sign };
    }
    default:
      return null;
  }
}

/** `date` plus whole calendar days (local days: a summer-time change keeps the clock time). */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date.getTime());
  next.setDate(next.getDate() + days);
  return next;
}

const shift = (date: Date, { days, minutes }: Pick<KeyStep, 'days' | 'minutes'>): Date =>
  new Date(addDays(date, days).getTime() + minutes * 60_000);

/**
 * The span after a step, or null when a resize would leave the event no length (an all-day event
 * keeps at least a day, a timed one at least `minMinutes`).
 */
export function applyStep(span: EventSpan, step: KeyStep, minMinutes: number): EventSpan | null {
  if (step.kind === 'move')
    return { ...span, start: shift(span.start, step), end: shift(span.end, step) };
  const end = shift(span.end, step);
  const shortest = span.allDay
    ? addDays(span.start, 1)
    : new Date(span.start.getTime() + minMinutes * 60_000);
  if (end.getTime() < shortest.getTime()) return null;
  return { ...span, end };
}

/**
 * An event's span with an end (FullCalendar leaves `end` null when the event lasts its default
 * length: a day when all day, else `defaultMinutes`).
 */
export function spanOf(
  start: Date,
  end: Date | null,
  allDay: boolean,
  defaultMinutes: number,
): EventSpan {
  const filled =
    end ?? (allDay ? addDays(start, 1) : new Date(start.getTime() + defaultMinutes * 60_000));
  return { start, end: filled, allDay };
}
