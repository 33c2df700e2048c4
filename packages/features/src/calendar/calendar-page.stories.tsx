import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { CALENDAR_CATEGORIES, getDb } from '@atrium/mocks';
import type { CalendarEvent } from '@atrium/mocks/types';

import { patient } from '../test/story-handlers.ts';
import { withFrame } from '../test/story-layout.tsx';
import { isoDay } from './calendar-dates.ts';
import { CalendarPage } from './calendar-page.tsx';
import {
  calendarAnswers,
  calendarFails,
  calendarNeverAnswers,
  calendarOf,
  calendarRouter,
  dayUnder,
  drawerOf,
  eventNamed,
  expectAnnounced,
  expectToast,
  titleAndSave,
  updatesRefused,
  withCalendar,
} from './test/calendar-story-steps.ts';

const meta = {
  title: 'Features/Calendar/CalendarPage',
  component: CalendarPage,
  // The width the page gets beside the app's navigation on a laptop.
  decorators: [withFrame({ inlineSize: 1180 })],
  parameters: { ...calendarRouter(), ...withCalendar() },
} satisfies Meta<typeof CalendarPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first day the grid draws. */
const firstDay = (calendar: HTMLElement) =>
  calendar.querySelector<HTMLElement>('[data-day]')?.dataset.day;
/** The days in the Tab order (one, roving). */
const tabStops = (calendar: HTMLElement) => [
  ...calendar.querySelectorAll<HTMLElement>('[data-day][tabindex="0"]'),
];
/** The day holding the focus, if a day does. */
const focusedDay = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.dataset.day;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves once `element`'s height is the same over three frames in a row. */
async function heightSettled(element: HTMLElement) {
  let last = -1;
  let same = 0;
  while (same < 3) {
    await nextFrame();
    const height = element.getBoundingClientRect().height;
    same = height === last ? same + 1 : 0;
    last = height;
  }
}

/** Picks a view in the toolbar and waits for FullCalendar to draw it. */
const showView = async (canvasElement: HTMLElement, view: string) => {
  const calendar = await calendarOf(canvasElement);
  const item = canvasElement.querySelector<HTMLElement>(`[data-view="${view}"]`);
  if (!item) throw new Error(`No ${view} view`);
  await userEvent.click(item);
  await waitFor(() => expect(item).toHaveAttribute('data-state', 'on'), patient);
  return calendar;
};

/** The month (the default) of the fixed "today", with the ten seeded events. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    await eventNamed(calendar, 'Design Review');
    await expect(within(canvasElement).getByTestId('calendar-title')).not.toBeEmptyDOMElement();
    // The grid's first day is the week's first in the language: Sunday in English, Saturday in Arabic.
    const arabic = calendar.querySelector('[dir="rtl"]') !== null;
    await expect(firstDay(calendar)).toBe(arabic ? '2026-02-28' : '2026-03-01');
  },
};

/** The week view: timed events in their half-hour slots. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const calendar = await showView(canvasElement, 'week');
    await eventNamed(calendar, 'Design Review');
  },
};

/** The day view. */
export const Day: Story = {
  play: async ({ canvasElement }) => {
    const calendar = await showView(canvasElement, 'day');
    await eventNamed(calendar, 'Design Review');
  },
};

/** The month as a list. A short one is drawn whole: every day is laid out at once. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const calendar = await showView(canvasElement, 'list');
    await eventNamed(calendar, 'Design Review');
    await expect(calendar).not.toHaveAttribute('data-long');
  },
};

/** `count` one-hour events over March 2026 (the stories' month), a few each day from 08:00. */
const busyMonth = (count: number): CalendarEvent[] =>
  Array.from({ length: count }, (_, index) => {
    const day = String(1 + (index % 31)).padStart(2, '0');
    const hour = String(8 + Math.floor(index / 31)).padStart(2, '0');
    return {
      id: index + 1,
      url: '',
      title: `Meeting ${index + 1}`,
      start: `2026-03-${day}T${hour}:00:00`,
      end: `2026-03-${day}T${hour}:59:00`,
      allDay: false,
      extendedProps: {
        calendar: CALENDAR_CATEGORIES[index % CALENDAR_CATEGORIES.length] ?? 'Business',
      },
    };
  });

/**
 * A busy month (248 events) as a list: only the days in view are laid out and painted, the rest
 * as they scroll in (calendar-theme.css). No picture: what is skipped depends on the window.
 */
export const LongList: Story = {
  tags: ['no-visual'],
  parameters: calendarAnswers(busyMonth(248)),
  play: async ({ canvasElement }) => {
    const calendar = await showView(canvasElement, 'list');
    await expect(calendar).toHaveAttribute('data-long');
    await eventNamed(calendar, 'Meeting 1');
    const lastDay = await waitFor(() => {
      const day = calendar.querySelector<HTMLElement>('[role="listitem"][aria-label*="31"]');
      if (!day) throw new Error('No 31 March in the list');
      return day;
    }, patient);
    // Far below the window its events are in the page but not drawn; scrolled to, they are.
    const lastEvent = lastDay.querySelector<HTMLElement>('[role="button"]');
    await expect(lastEvent).toHaveTextContent('Meeting 31');
    await expect(lastEvent?.checkVisibility({ contentVisibilityAuto: true })).toBe(false);
    lastDay.scrollIntoView();
    await waitFor(
      () => expect(lastEvent?.checkVisibility({ contentVisibilityAuto: true })).toBe(true),
      patient,
    );
  },
};

/**
 * Arabic: right to left, the week from Saturday, the title in Arabic. (The screenshot run draws
 * every story in Arabic already, and sets its own language: no picture of its own.)
 */
export const Arabic: Story = {
  tags: ['no-visual'],
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    await waitFor(() => expect(calendar.querySelector('[dir="rtl"]')).not.toBeNull(), patient);
    // 1 March 2026 is a Sunday: an Arabic week starts the Saturday before.
    await expect(firstDay(calendar)).toBe('2026-02-28');
  },
};

/** The events are on their way: the month's skeleton. */
export const Loading: Story = {
  parameters: calendarNeverAnswers(),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('calendar-loading', {}, patient);
  },
};

/** The events could not be loaded: the error, with a retry. */
export const ServerError: Story = {
  parameters: calendarFails(),
  play: async ({ canvasElement }) => {
    const error = await within(canvasElement).findByTestId('calendar-error', {}, patient);
    await expect(within(error).getByRole('button')).toBeEnabled();
  },
};

/** No calendar checked (`?calendars=`): the grid stays, with a hint and a way back to all. */
export const NoCalendars: Story = {
  parameters: calendarRouter('/apps/calendar?calendars='),
  play: async ({ canvasElement }) => {
    const hint = await within(canvasElement).findByTestId('calendar-none-checked', {}, patient);
    await within(canvasElement).findByTestId('event-calendar', {}, patient);
    await expect(canvasElement.querySelector('[data-event-id]')).toBeNull();
    await expect(within(hint).getByRole('button')).toBeEnabled();
  },
};

/**
 * Every calendar checked, none of them with an event: the month says so above its grid (kept for
 * a click on a day), with Add event at hand.
 */
export const EmptyMonth: Story = {
  parameters: calendarAnswers([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByTestId('calendar-no-events', {}, patient);
    const calendar = await canvas.findByTestId('event-calendar', {}, patient);
    // The fixed today's month is drawn whole (six weeks: FullCalendar draws rows a few at a
    // time), its days there to click; the picture is taken at its final height.
    await waitFor(() => expect(calendar.querySelectorAll('[data-day]')).toHaveLength(42), patient);
    await expect(calendar.querySelector('[data-day="2026-03-18"]')).not.toBeNull();
    await expect(calendar.querySelector('[data-event-id]')).toBeNull();
    await expect(canvas.queryByTestId('calendar-none-checked')).toBeNull();
    await expect(within(notice).getByRole('button')).toBeEnabled();
    // The notice and the grid land in one render, and FullCalendar sizes its rows after it: the
    // picture waits for the page's height to hold over three frames.
    await heightSettled(canvasElement);
  },
};

/** Business and Family only, from the URL: the other calendars' events are not asked for. */
export const SomeCalendars: Story = {
  parameters: calendarRouter('/apps/calendar?calendars=Business&calendars=Family'),
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    await eventNamed(calendar, 'Family Trip');
    await expect(
      [...calendar.querySelectorAll('[data-event-id]')].some(
        (el) => el.textContent === 'Yoga Class',
      ),
    ).toBe(false);
  },
};

const long =
  'Quarterly business review with the regional partners, the logistics team and the new suppliers from overseas';

/** Titles far longer than a day cell: cut with an ellipsis, whole in the accessible name. */
export const LongTitles: Story = {
  parameters: calendarAnswers([
    {
      id: 1,
      url: '',
      title: long,
      start: '2026-03-18T10:00:00.000Z',
      end: '2026-03-18T11:00:00.000Z',
      allDay: false,
      extendedProps: { calendar: 'Business' },
    },
    {
      id: 2,
      url: '',
      title: `${long} (all day)`,
      start: '2026-03-20T00:00:00.000Z',
      end: '2026-03-22T00:00:00.000Z',
      allDay: true,
      extendedProps: { calendar: 'Family' },
    },
  ]),
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    await eventNamed(calendar, long);
  },
};

/**
 * One day is in the Tab order (today's); the arrows go from day to day (a week with up and down),
 * and `n` on the focused day opens the drawer on that day; the saved event shows in the month. (A
 * click on a day does the same: the e2e test clicks, as FullCalendar needs a real pointer's
 * position.)
 */
export const CreateOnDay: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    const stop = await waitFor(async () => {
      const stops = tabStops(calendar);
      await expect(stops).toHaveLength(1);
      return stops[0] as HTMLElement;
    }, patient);
    await expect(stop.dataset.day).toBe('2026-03-18');
    stop.focus();
    // Forward a day, down a week, back a day: the 25th. Forward is to the left in right-to-left.
    const rtl = calendar.querySelector('[dir="rtl"]') !== null;
    await userEvent.keyboard(
      rtl ? '{ArrowLeft}{ArrowDown}{ArrowRight}' : '{ArrowRight}{ArrowDown}{ArrowLeft}',
    );
    await waitFor(() => expect(focusedDay(canvasElement)).toBe('2026-03-25'), patient);
    await expect(tabStops(calendar).map((el) => el.dataset.day)).toEqual(['2026-03-25']);
    await userEvent.keyboard('n');
    const drawer = await drawerOf(canvasElement);
    await titleAndSave(drawer, 'Inventory count');
    await expectToast(canvasElement, 'Inventory count');
    await waitFor(async () => {
      const event = await eventNamed(calendar, 'Inventory count');
      await expect(dayUnder(calendar, event)).toBe('2026-03-25');
    }, patient);
    await expect(getDb().calendarEvents.at(-1)?.title).toBe('Inventory count');
  },
};

/** Arrowing past the last day drawn turns the calendar to the next month, on that day. */
export const DayFocusTurnsMonth: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    const last = [...calendar.querySelectorAll<HTMLElement>('[data-day]')].at(-1);
    if (!last?.dataset.day) throw new Error('No day drawn');
    const next = new Date(`${last.dataset.day}T00:00`);
    next.setDate(next.getDate() + 7);
    last.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDay(canvasElement)).toBe(isoDay(next)), patient);
    await expect(calendar.querySelector('[data-day="2026-03-01"]')).toBeNull();
  },
};

/** Enter on a focused event opens it in the drawer. */
export const EnterOpens: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    const event = await eventNamed(calendar, 'Design Review');
    event.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await drawerOf(canvasElement);
    await expect(drawer.querySelector<HTMLInputElement>('input[name="title"]')?.value).toBe(
      'Design Review',
    );
  },
};

/** A day picked in the side pane's month (Page Down: the next month; Enter) moves the calendar. */
export const MiniCalendarMoves: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    const mini = within(canvasElement).getByTestId('mini-calendar');
    const today = mini.querySelector<HTMLElement>('[data-date="2026-03-18"]');
    if (!today) throw new Error('No 18 March in the side pane');
    today.focus();
    await userEvent.keyboard('{PageDown}{Enter}');
    await waitFor(
      () => expect(calendar.querySelector('[data-day="2026-04-18"]')).not.toBeNull(),
      patient,
    );
    await expect(calendar.querySelector('[data-day="2026-03-10"]')).toBeNull();
  },
};

/** A click on an event opens it; a new title is saved. */
export const Edit: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    await userEvent.click(await eventNamed(calendar, 'Design Review'));
    const drawer = await drawerOf(canvasElement);
    await titleAndSave(drawer, 'Design Review (moved room)');
    await eventNamed(calendar, 'Design Review (moved room)');
    await expect(getDb().calendarEvents.find((e) => e.id === 1)?.title).toBe(
      'Design Review (moved room)',
    );
  },
};

/** Delete, after the confirm: the event leaves the month and the fake API. */
export const Delete: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    await userEvent.click(await eventNamed(calendar, 'Yoga Class'));
    const drawer = await drawerOf(canvasElement);
    await userEvent.click(within(drawer).getByTestId('event-delete'));
    const confirm = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(confirm).getAllByRole('button').at(-1)!);
    await expectToast(canvasElement, 'Yoga Class');
    await waitFor(
      () =>
        expect(
          [...calendar.querySelectorAll('[data-event-id]')].some(
            (el) => el.textContent === 'Yoga Class',
          ),
        ).toBe(false),
      patient,
    );
    await expect(getDb().calendarEvents.some((e) => e.title === 'Yoga Class')).toBe(false);
  },
};

/**
 * Tab to an event, ArrowRight: it moves a day at once, the move is announced and saved, and the
 * focus stays on it.
 */
export const KeyboardMove: Story = {
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    const event = await eventNamed(calendar, 'Design Review');
    await expect(dayUnder(calendar, event)).toBe('2026-03-18');
    event.focus();
    // The next day is to the right, or to the left in right-to-left (the arrows are mirrored).
    const rtl = calendar.querySelector('[dir="rtl"]') !== null;
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await waitFor(async () => {
      const moved = await eventNamed(calendar, 'Design Review');
      await expect(dayUnder(calendar, moved)).toBe('2026-03-19');
      await expect(moved).toHaveFocus();
    }, patient);
    await expectAnnounced(canvasElement, 'Design Review');
    await waitFor(
      () => expect(getDb().calendarEvents.find((e) => e.id === 1)?.start).toMatch(/^2026-03-19/),
      patient,
    );
  },
};

/**
 * Shift+ArrowRight on a focused event makes it a day longer: announced and saved (its start
 * stays).
 */
export const KeyboardResize: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    const before = getDb().calendarEvents.find((e) => e.id === 1);
    const event = await eventNamed(calendar, 'Design Review');
    event.focus();
    const rtl = calendar.querySelector('[dir="rtl"]') !== null;
    await userEvent.keyboard(rtl ? '{Shift>}{ArrowLeft}{/Shift}' : '{Shift>}{ArrowRight}{/Shift}');
    await expectAnnounced(canvasElement, 'Design Review');
    await waitFor(async () => {
      const after = getDb().calendarEvents.find((e) => e.id === 1);
      await expect(after?.start).toBe(before?.start);
      await expect(after?.end).toMatch(/^2026-03-19/);
    }, patient);
  },
};

/**
 * The fake API refuses the move (the event was deleted elsewhere: 400 "Something Went Wrong"):
 * the event goes back to its day and a toast says why.
 */
export const KeyboardMoveRefused: Story = {
  parameters: updatesRefused(),
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    const event = await eventNamed(calendar, 'Design Review');
    event.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expectToast(canvasElement, 'Something Went Wrong');
    await waitFor(async () => {
      const back = await eventNamed(calendar, 'Design Review');
      await expect(dayUnder(calendar, back)).toBe('2026-03-18');
    }, patient);
  },
};
