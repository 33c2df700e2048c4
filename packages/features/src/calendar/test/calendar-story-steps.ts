import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { calendarHandlers, teamHandlers } from '@atrium/mocks';
import type { CalendarEvent } from '@atrium/mocks/types';

import { patient } from '../../test/story-handlers.ts';

/** The page's route, for the story router. */
export const calendarRouter = (initialEntry = '/apps/calendar') => ({
  router: { initialEntry, path: '/apps/calendar' },
});

/**
 * Story parameters whose calendar calls are `overrides` first, then the fake API's own (the team's
 * for the guests).
 */
export const withCalendar = (...overrides: HttpHandler[]) => ({
  msw: { handlers: { calendar: [...overrides, ...calendarHandlers], team: teamHandlers } },
});

/** The list call never answers: the page stays on its skeleton. */
export const calendarNeverAnswers = () =>
  withCalendar(
    http.get('*/api/apps/calendar', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }),
  );

/** The list call fails (500). */
export const calendarFails = () =>
  withCalendar(
    http.get('*/api/apps/calendar', () =>
      HttpResponse.json({ message: 'Server error' }, { status: 500 }),
    ),
  );

/** The list call answers `events`. */
export const calendarAnswers = (events: CalendarEvent[]) =>
  withCalendar(http.get('*/api/apps/calendar', () => HttpResponse.json(events)));

/** Every update is refused as an event deleted elsewhere is (SPEC §8: 400, plain text). */
export const updatesRefused = () =>
  withCalendar(
    http.put(
      '*/api/apps/calendar/:id',
      () =>
        new HttpResponse('Something Went Wrong', {
          status: 400,
          headers: { 'Content-Type': 'text/plain' },
        }),
    ),
  );

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The calendar once its events are drawn. */
export async function calendarOf(canvasElement: HTMLElement): Promise<HTMLElement> {
  const calendar = await within(canvasElement).findByTestId('event-calendar', {}, patient);
  await waitFor(() => expect(calendar.querySelector('[data-event-id]')).not.toBeNull(), patient);
  return calendar;
}

/** The focusable element of the event titled `title` (FullCalendar's button around its text). */
export async function eventNamed(calendar: HTMLElement, title: string): Promise<HTMLElement> {
  return waitFor(() => {
    // FullCalendar also draws hidden copies of events to measure rows: the one on screen.
    const button = [...calendar.querySelectorAll<HTMLElement>('[data-event-id]')]
      .filter((el) => el.textContent === title)
      .map((el) => el.closest<HTMLElement>('[role="button"]'))
      .find((el) => el?.checkVisibility({ visibilityProperty: true }));
    if (!button) throw new Error(`No event “${title}”`);
    return button;
  }, patient);
}

/** The day (`YYYY-MM-DD`) of the day cell under an element's centre (month view). */
export function dayUnder(calendar: HTMLElement, el: HTMLElement): string | undefined {
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  return [...calendar.querySelectorAll<HTMLElement>('[data-day]')].find((cell) => {
    const r = cell.getBoundingClientRect();
    return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
  })?.dataset.day;
}

/** Whether an event titled `title` is on screen. */
export const showsEvent = (calendar: HTMLElement, title: string) =>
  [...calendar.querySelectorAll<HTMLElement>('[data-event-id]')].some(
    (el) => el.textContent === title && el.checkVisibility({ visibilityProperty: true }),
  );

/** The event drawer (a dialog in the document's body). */
export const drawerOf = (canvasElement: HTMLElement) =>
  body(canvasElement).findByTestId('event-drawer', {}, patient);

/** Waits for a toast that names `text`. */
export async function expectToast(canvasElement: HTMLElement, text: string) {
  await waitFor(() => {
    const toasts = [
      ...canvasElement.ownerDocument.querySelectorAll('[role="status"], [role="alert"]'),
    ];
    return expect(toasts.some((toast) => toast.textContent?.includes(text))).toBe(true);
  }, patient);
}

/** The live region says something naming `text`. */
export async function expectAnnounced(canvasElement: HTMLElement, text: string) {
  const region = await within(canvasElement).findByTestId('calendar-announcer');
  await waitFor(() => expect(region.textContent).toContain(text), patient);
}

/** Types a title into the open drawer and saves it. */
export async function titleAndSave(drawer: HTMLElement, title: string) {
  const input = drawer.querySelector<HTMLInputElement>('input[name="title"]');
  if (!input) throw new Error('No title field');
  await userEvent.clear(input);
  await userEvent.type(input, title);
  await userEvent.click(within(drawer).getByTestId('event-save'));
}

/**
 * A click at the element's centre. FullCalendar finds the day under the pointer's coordinates, and
 * a plain `userEvent.click` sends none (0, 0: the first day of the grid).
 */
export async function clickAt(el: HTMLElement) {
  const box = el.getBoundingClientRect();
  const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: el, coords },
    { keys: '[/MouseLeft]', target: el, coords },
  ]);
}
