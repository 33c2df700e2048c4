import type { CalendarRef } from '@fullcalendar/react';
import type { KeyboardEvent, RefObject } from 'react';

import { DEFAULT_EVENT_MINUTES, SLOT_MINUTES } from '../page/calendar-views.ts';
import {
  applyStep,
  spanOf,
  stepOf,
  type EventSpan,
  type KeyStep,
  type ViewKind,
} from './event-keys.ts';

/** A change the keyboard asks for: the event, its new span, and whether it moved or resized. */
export interface KeyedChange {
  id: number;
  title: string;
  span: EventSpan;
  kind: KeyStep['kind'];
}

export interface EventKeyboardOptions {
  calendarRef: RefObject<CalendarRef | null>;
  view: ViewKind;
  rtl: boolean;
  /** Saves the change (the same optimistic path as a drag). */
  onChange: (change: KeyedChange) => void;
  /** A resize that would leave the event no length: nothing is sent. */
  onTooShort: (title: string) => void;
  /** `n`: a new event on this day (the focused event's or the focused day's); Enter on a day. */
  onCreate: (day: Date) => void;
  /** An arrow on a focused day: the focus goes `days` away from `day` (`YYYY-MM-DD`). */
  onDayStep: (day: string, days: number) => void;
}

/** The event element a key went to (FullCalendar's button around the content naming the id). */
const eventIdOf = (target: HTMLElement): string | null =>
  target.getAttribute('role') === 'button'
    ? (target.querySelector<HTMLElement>('[data-event-id]')?.dataset.eventId ?? null)
    : null;

/** The day cell (month) or column (week, day) holding the focus, from the data-day the calendar sets. */
const dayOf = (target: HTMLElement): Date | null => {
  const day = target.closest<HTMLElement>('[data-day]')?.dataset.day;
  return day ? new Date(`${day}T00:00`) : null;
};

/**
 * The keyboard layer FullCalendar lacks (it is mouse-only): with an event focused, arrows move it
 * and Shift+arrows change its length (`stepOf`); with a day focused, arrows go to another day (a
 * day, or a week up and down in the month) and Enter creates an event there; `n` creates an event
 * on the focused day. The handler goes on the element around the calendar: keys bubble to it from
 * any event or day.
 */
export function useEventKeyboard({
  calendarRef,
  view,
  rtl,
  onChange,
  onTooShort,
  onCreate,
  onDayStep,
}: EventKeyboardOptions) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const id = eventIdOf(target);
    const api = calendarRef.current?.getApi();
    const focused = id === null ? null : (api?.getEventById(id) ?? null);
    if (event.key === 'n' || event.key === 'N') {
      const day = focused?.start ?? dayOf(target);
      if (!day) return;
      event.preventDefault();
      onCreate(day);
      return;
    }
    const context = { view, slotMinutes: SLOT_MINUTES, rtl };
    const day = id === null ? target.dataset.day : undefined;
    if (day !== undefined) {
      if (event.shiftKey) return;
      if (event.key === 'Enter') {
        event.preventDefault();
        onCreate(new Date(`${day}T00:00`));
        return;
      }
      // Up and down in the week and day views are a slot, not a day: those stay the page's own.
      const days = stepOf(event.key, false, context)?.days ?? 0;
      if (days === 0) return;
      event.preventDefault();
      onDayStep(day, days);
      return;
    }
    if (!focused?.start) return;
    const step = stepOf(event.key, event.shiftKey, context);
    if (!step) return;
    event.preventDefault();
    const span = spanOf(focused.start, focused.end, focused.allDay, DEFAULT_EVENT_MINUTES);
    const next = applyStep(span, step, SLOT_MINUTES);
    if (!next) {
      onTooShort(focused.title);
      return;
    }
    onChange({ id: Number(focused.id), title: focused.title, span: next, kind: step.kind });
  };
}
