import type { ViewKind } from '../keyboard/event-keys.ts';

/** FullCalendar's view for each of the page's four (month is the default, issue 15). */
export const VIEW_TYPES: Readonly<Record<ViewKind, string>> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listMonth',
};

export const VIEW_KINDS = Object.keys(VIEW_TYPES) as ViewKind[];

export const DEFAULT_VIEW: ViewKind = 'month';

/** The page's view for a FullCalendar view type (the month for one it does not know). */
export const viewKindOf = (type: string): ViewKind =>
  VIEW_KINDS.find((kind) => VIEW_TYPES[kind] === type) ?? DEFAULT_VIEW;

/** The week and day views' slot: what ArrowUp/Down move a timed event by. */
export const SLOT_MINUTES = 30;
/** `slotDuration` in FullCalendar's form. */
export const SLOT_DURATION = { minutes: SLOT_MINUTES };
/** A timed event with no end lasts an hour (FullCalendar's default, said once). */
export const DEFAULT_EVENT_MINUTES = 60;
