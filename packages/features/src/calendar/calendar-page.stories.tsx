import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../test/story-handlers.ts';
import { withFrame } from '../test/story-layout.tsx';
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

/** The month as a list. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const calendar = await showView(canvasElement, 'list');
    await eventNamed(calendar, 'Design Review');
  },
};

/** Arabic: right to left, the week from Saturday, the title in Arabic. */
export const Arabic: Story = {
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    await waitFor(() => expect(calendar.querySelector('[dir="rtl"]')).not.toBeNull(), patient);
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
 * `n` on a focused day opens the drawer on that day; the saved event shows in the month. (A click
 * on a day does the same: the e2e test clicks, as FullCalendar needs a real pointer's position.)
 */
export const CreateOnDay: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const calendar = await calendarOf(canvasElement);
    const cell = calendar.querySelector<HTMLElement>('[data-day="2026-03-25"]');
    if (!cell) throw new Error('No 25 March');
    cell.focus();
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
    await userEvent.keyboard('{ArrowRight}');
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
