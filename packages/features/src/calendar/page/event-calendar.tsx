import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '../calendar-theme.css';

import FullCalendar, {
  type CalendarController,
  type CalendarRef,
  type DateClickInfo,
  type DatesSetInfo,
  type DateSelectInfo,
  type DayCellInfo,
  type DayLaneInfo,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventInput,
  type MountInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import ar from '@fullcalendar/react/locales/ar';
import de from '@fullcalendar/react/locales/de';
import fr from '@fullcalendar/react/locales/fr';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useDirection, VisuallyHidden } from '@atrium/ui';
import type { CalendarCategory, CalendarEvent } from '@atrium/mocks/types';

import { useStableHandlers } from '../../shared/use-stable-handlers.ts';
import { CALENDARS, paletteOf } from '../calendar-colors.ts';
import { isoDay } from '../calendar-dates.ts';
import { addDays, spanOf, type EventSpan, type ViewKind } from '../keyboard/event-keys.ts';
import { useEventKeyboard, type KeyedChange } from '../keyboard/use-event-keyboard.ts';
import { DEFAULT_EVENT_MINUTES, SLOT_DURATION, VIEW_TYPES, viewKindOf } from './calendar-views.ts';
import { EventChip } from './event-chip.tsx';

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
/** English is FullCalendar's own; the others are its locale files (titles, week start, direction). */
const locales = [fr, de, ar];

/** The event's `data-event-id` (the content names it) for the element FullCalendar mounted. */
/**
 * The event's element on screen: FullCalendar also draws hidden copies to measure rows, which
 * cannot take the focus.
 */
const shownEventElement = (root: HTMLElement, id: string) =>
  [...root.querySelectorAll<HTMLElement>(`[data-event-id="${CSS.escape(id)}"]`)]
    .map((text) => text.closest<HTMLElement>('[role="button"]'))
    .find((button) => button?.checkVisibility({ visibilityProperty: true })) ?? null;

const idOfElement = (el: Element) =>
  el.getAttribute('role') === 'button'
    ? (el.querySelector<HTMLElement>('[data-event-id]')?.dataset.eventId ?? null)
    : null;

/** The days drawn (cells in the month, columns in the week and day views), by their `data-day`. */
const DAYS = '[data-day]';
/** From this many events the list view draws only the days in view (calendar-theme.css). */
const LONG_LIST_EVENTS = 200;
/** The hidden text telling what the keys do, which every day and event points at. */
const KEYS_HELP_ID = 'calendar-keys-help';

export interface EventCalendarProps {
  events: readonly CalendarEvent[];
  /** Drives the page's own toolbar (title, previous, next, today, view). */
  controller: CalendarController;
  initialView: ViewKind;
  initialDate: Date;
  /** A day clicked, a range selected or `n` pressed: a new event there. */
  onCreate: (span: EventSpan) => void;
  /** An event clicked or Enter on it. */
  onOpen: (id: number) => void;
  /** A drag, a resize or a key moved or resized an event. */
  onChange: (change: KeyedChange) => void;
  /** Shift+arrow would leave an event no length. */
  onTooShort: (title: string) => void;
  /** The view or its dates changed. */
  onDatesSet: (view: ViewKind, date: Date) => void;
}

/**
 * FullCalendar (v7, classic theme on Atrium's tokens) in month, week, day or list view, in the
 * language's words, week start and direction, with mouse editing (click, select, drag, resize) and
 * the keyboard layer on top.
 */
export function EventCalendar({
  events,
  controller,
  initialView,
  initialDate,
  onCreate,
  onOpen,
  onChange,
  onTooShort,
  onDatesSet,
}: EventCalendarProps) {
  const { t, i18n } = useTranslation('calendar');
  const direction = useDirection();
  const calendarRef = useRef<CalendarRef | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  // The last event that had the focus: after a move it is drawn anew, and takes the focus back.
  const focusedId = useRef<string | null>(null);
  // The one day in the Tab order (roving: the arrows move it), and a day to focus once drawn.
  const tabDay = useRef<string | null>(null);
  const focusWhenDrawn = useRef<string | null>(null);
  const tabStopTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const view = viewKindOf(controller.view?.type ?? VIEW_TYPES[initialView]);
  // Read once, as FullCalendar does: the page passes where it is now (to come back there after a
  // remount), which to FullCalendar would be a changed option at every view or date change.
  const [firstView] = useState(initialView);
  const [firstDate] = useState(initialDate);

  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => {
        const palette = paletteOf(event.extendedProps.calendar);
        return {
          id: String(event.id),
          title: event.title,
          start: event.start,
          end: event.end,
          allDay: event.allDay,
          color: palette.solid,
          contrastColor: palette.contrast,
          // Not `url`: FullCalendar would follow it on click instead of opening the drawer.
          extendedProps: { calendar: event.extendedProps.calendar },
        };
      }),
    [events],
  );

  const onKeyDown = useEventKeyboard({
    calendarRef,
    view,
    rtl: direction === 'rtl',
    onChange: (change) => {
      onChange(change);
      refocusSoon();
    },
    onTooShort,
    onCreate: (day) => onCreate(spanOf(day, null, true, DEFAULT_EVENT_MINUTES)),
    onDayStep: (day, days) => {
      const next = isoDay(addDays(new Date(`${day}T00:00`), days));
      tabDay.current = next;
      const shown = rootRef.current?.querySelector<HTMLElement>(`${DAYS}[data-day="${next}"]`);
      if (shown) {
        placeTabStop();
        shown.focus();
        return;
      }
      // Past the dates on screen: the calendar turns to the ones holding that day, then focuses it.
      focusWhenDrawn.current = next;
      calendarRef.current?.getApi().gotoDate(next);
    },
  });

  // The words after each event's title, said once per calendar rather than per event.
  const spoken = useMemo(
    () =>
      new Map(
        CALENDARS.map((calendar) => {
          const name = t(`common.calendars.${calendar}`);
          return [calendar, { timed: `, ${name}`, allDay: `, ${t('page.allDay')}, ${name}` }];
        }),
      ),
    [t],
  );

  const longDay = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    [i18n.language],
  );

  /**
   * Keeps one day in the Tab order: the one the arrows reached, else today, else the first drawn
   * (days are drawn a few at a time: this runs once they all are).
   */
  const placeTabStop = () => {
    const days = [...(rootRef.current?.querySelectorAll<HTMLElement>(DAYS) ?? [])];
    const stop =
      days.find((el) => el.dataset.day === tabDay.current) ??
      days.find((el) => el.getAttribute('aria-current') === 'date') ??
      days[0];
    if (!stop) return;
    for (const el of days) el.tabIndex = el === stop ? 0 : -1;
    tabDay.current = stop.dataset.day ?? null;
    if (focusWhenDrawn.current === tabDay.current) {
      focusWhenDrawn.current = null;
      stop.focus();
    }
  };

  /**
   * A day cell or a time-grid column: focusable (arrows, Enter and `n`). A month cell reads its
   * date from its own hidden text; a column (`named`) has none, and is named by its date.
   */
  const markDay = ({ el, date }: { el: HTMLElement; date: Date }, named = false) => {
    el.dataset.day = isoDay(date);
    el.tabIndex = -1;
    el.setAttribute('aria-describedby', KEYS_HELP_ID);
    if (named) el.setAttribute('aria-label', longDay.format(date));
    if (tabStopTimer.current) clearTimeout(tabStopTimer.current);
    tabStopTimer.current = setTimeout(placeTabStop, 0);
  };

  useEffect(
    () => () => {
      if (tabStopTimer.current) clearTimeout(tabStopTimer.current);
    },
    [],
  );

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const id = idOfElement(event.target);
    if (id) focusedId.current = id;
  };

  /** Gives the focus back to the event last focused when a redraw took it away (`body`). */
  const restoreFocus = (el: HTMLElement) => {
    const id = idOfElement(el);
    const active = el.ownerDocument.activeElement;
    const lost = !active || active === el.ownerDocument.body || !active.isConnected;
    // The stale copy of the same event may still hold the focus while the new one mounts.
    const stale = active instanceof HTMLElement && active !== el && idOfElement(active) === id;
    if (!id || id !== focusedId.current || !(lost || stale)) return false;
    el.focus();
    return el.ownerDocument.activeElement === el;
  };
  // A copy still hidden (its row not laid out yet) cannot take the focus: try again shortly.
  // Every event also points at the keys' help.
  const refocus = ({ el }: MountInfo<EventDisplayInfo>) => {
    el.setAttribute('aria-describedby', KEYS_HELP_ID);
    if (!restoreFocus(el) && idOfElement(el) === focusedId.current) refocusSoon();
  };
  /**
   * After a keyed change the event is drawn anew, hidden until FullCalendar has laid its row out:
   * look for it on screen for a moment and give it the focus back. Timers, not animation frames,
   * which a page in the background does not get.
   */
  const refocusSoon = (triesLeft = 60) =>
    setTimeout(() => {
      const id = focusedId.current;
      const root = rootRef.current;
      if (!id || !root) return;
      const active = root.ownerDocument.activeElement;
      if (active instanceof HTMLElement && active.isConnected && idOfElement(active) === id) return;
      const button = shownEventElement(root, id);
      if (button) restoreFocus(button);
      if (triesLeft > 0) refocusSoon(triesLeft - 1);
    }, 25);

  /** A drop or a resize, saved like a key press. */
  const changed =
    (kind: KeyedChange['kind']) =>
    ({
      event,
    }: {
      event: { id: string; title: string; start: Date | null; end: Date | null; allDay: boolean };
    }) => {
      if (!event.start) return;
      onChange({
        id: Number(event.id),
        title: event.title,
        span: spanOf(event.start, event.end, event.allDay, DEFAULT_EVENT_MINUTES),
        kind,
      });
    };

  const eventContent = useCallback(
    (info: EventDisplayInfo) => (
      <EventChip
        id={info.event.id}
        title={info.event.title}
        timeText={info.timeText}
        spokenSuffix={
          spoken.get(info.event.extendedProps.calendar as CalendarCategory)?.[
            info.event.allDay ? 'allDay' : 'timed'
          ] ?? ''
        }
        timeClass={info.timeClass}
        titleClass={info.titleClass}
      />
    ),
    [spoken],
  );

  // FullCalendar compares its options by identity, and a new one makes it draw every event again:
  // the page renders after each view or date change, which drew each view twice. These are made
  // once (eventContent above changes with the language alone).
  const handlers = useStableHandlers({
    eventDidMount: refocus,
    dayCellDidMount: (info: MountInfo<DayCellInfo>) => markDay(info),
    dayLaneDidMount: (info: MountInfo<DayLaneInfo>) => markDay(info, true),
    eventClick: ({ event, jsEvent }: EventClickInfo) => {
      jsEvent.preventDefault();
      onOpen(Number(event.id));
    },
    dateClick: ({ date, allDay }: DateClickInfo) =>
      onCreate(spanOf(date, null, allDay, DEFAULT_EVENT_MINUTES)),
    select: ({ start, end, allDay, jsEvent }: DateSelectInfo) => {
      // A click is a one-slot selection too: dateClick has opened the drawer for it.
      if (!jsEvent) return;
      onCreate({ start, end, allDay });
    },
    eventDrop: changed('move'),
    eventResize: changed('resize'),
    datesSet: ({ view: current }: DatesSetInfo) =>
      onDatesSet(viewKindOf(current.type), current.calendar.getDate()),
  });

  return (
    // The keys come from the events and days inside; the calendar's own controls stay reachable.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="atrium-calendar"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      data-testid="event-calendar"
      data-long={events.length >= LONG_LIST_EVENTS || undefined}
    >
      <VisuallyHidden id={KEYS_HELP_ID}>{t('keyboard.help')}</VisuallyHidden>
      <FullCalendar
        ref={calendarRef}
        controller={controller}
        plugins={plugins}
        locales={locales}
        locale={i18n.language}
        direction={direction}
        headerToolbar={false}
        initialView={VIEW_TYPES[firstView]}
        initialDate={firstDate}
        events={inputs}
        height="auto"
        slotDuration={SLOT_DURATION}
        scrollTime="08:00:00"
        dayMaxEvents
        editable
        selectable
        // A click is a dateClick; a selection starts only once the pointer has moved.
        selectMinDistance={5}
        eventResizableFromStart={false}
        nowIndicator={false}
        eventContent={eventContent}
        {...handlers}
      />
    </div>
  );
}
