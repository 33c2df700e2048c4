import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { drawerOf, expectToast, titleAndSave, withCalendar } from '../test/calendar-story-steps.ts';
import { EventDrawer } from './event-drawer.tsx';

const at = (text: string) => new Date(text);

const meta = {
  title: 'Features/Calendar/EventDrawer',
  component: EventDrawer,
  args: {
    target: {
      kind: 'create',
      span: { start: at('2026-03-18T10:00'), end: at('2026-03-18T11:00'), allDay: false },
      calendar: 'Business',
    },
    onClose: fn(),
  },
  parameters: withCalendar(),
} satisfies Meta<typeof EventDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

const titleInput = (drawer: HTMLElement) => {
  const input = drawer.querySelector<HTMLInputElement>('input[name="title"]');
  if (!input) throw new Error('No title field');
  return input;
};

/** A new event over a selected hour: the dates prefilled, the title empty. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(titleInput(drawer)).toHaveValue('');
    await expect(within(drawer).queryByTestId('event-delete')).toBeNull();
  },
};

/** A seeded event: its fields filled, and Delete. */
export const Edit: Story = {
  render: (args) => (
    <EventDrawer {...args} target={{ kind: 'edit', event: getDb().calendarEvents[0]! }} />
  ),
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(titleInput(drawer)).toHaveValue('Design Review');
    await expect(within(drawer).getByTestId('event-delete')).toBeEnabled();
  },
};

/** Saving with no title and an end before the start: both said under their fields, nothing sent. */
export const InvalidEnd: Story = {
  args: {
    target: {
      kind: 'create',
      span: { start: at('2026-03-18T10:00'), end: at('2026-03-18T09:00'), allDay: false },
      calendar: 'Business',
    },
  },
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await userEvent.click(within(drawer).getByTestId('event-save'));
    await waitFor(
      () => expect(titleInput(drawer)).toHaveAttribute('aria-invalid', 'true'),
      patient,
    );
    await waitFor(
      () => expect(drawer.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(1),
      patient,
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The fake API refuses the title: its message under the field, the input kept, the drawer open. */
export const ServerFieldError: Story = {
  parameters: withCalendar(
    http.post('*/api/apps/calendar', () =>
      HttpResponse.json(
        { errors: { title: ['title must be at most 200 characters.'] } },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await titleAndSave(drawer, 'Stock take');
    await waitFor(
      () => expect(titleInput(drawer)).toHaveAttribute('aria-invalid', 'true'),
      patient,
    );
    await expect(titleInput(drawer)).toHaveValue('Stock take');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** The save fails outright (500): a toast, the input kept. */
export const ServerError: Story = {
  tags: ['no-visual'],
  parameters: withCalendar(
    http.post('*/api/apps/calendar', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
  ),
  play: async ({ args, canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await titleAndSave(drawer, 'Stock take');
    await expectToast(canvasElement, 'could not be saved');
    await expect(titleInput(drawer)).toHaveValue('Stock take');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

const guestsOf = (drawer: HTMLElement) => {
  const field = drawer.querySelector<HTMLElement>('[data-field="guests"]');
  if (!field) throw new Error('No guests field');
  return field;
};

/** Story parameters whose team call (the guests' choices) answers with `answer`. */
const withTeam = (answer: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: { team: [http.get('*/api/apps/team', answer)] } },
});

const longTitle =
  'Quarterly business review with the regional partners, the logistics team and the new suppliers from overseas, followed by dinner';

/** A long stored title: the whole of it in the field, which scrolls inside the drawer's width. */
export const LongTitle: Story = {
  render: (args) => (
    <EventDrawer
      {...args}
      target={{ kind: 'edit', event: { ...getDb().calendarEvents[0]!, title: longTitle } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await expect(titleInput(drawer)).toHaveValue(longTitle);
    // Nothing pushes the drawer wider than itself.
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth);
  },
};

/** The team never answers: the guests field says the team is on its way (busy), and stays usable. */
export const GuestsLoading: Story = {
  parameters: withTeam(async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    await waitFor(() => expect(guestsOf(drawer)).toHaveAttribute('aria-busy', 'true'), patient);
    await expect(within(drawer).getByTestId('event-save')).toBeEnabled();
  },
};

/**
 * The team cannot be loaded (500): the guests field says so in its place, no longer busy, and Add
 * stays enabled (an event needs no guests).
 */
export const GuestsError: Story = {
  parameters: withTeam(() => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
  play: async ({ canvasElement }) => {
    const drawer = await drawerOf(canvasElement);
    // Busy from the first render until the team call ends, here always refused.
    await waitFor(() => expect(guestsOf(drawer)).not.toHaveAttribute('aria-busy'), patient);
    await expect(within(drawer).getByTestId('event-save')).toBeEnabled();
  },
};

/** The save is on its way (the fake API never answers): Add is busy, the drawer open, nothing stored. */
export const Saving: Story = {
  parameters: withCalendar(
    http.post('*/api/apps/calendar', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ args, canvasElement }) => {
    const count = getDb().calendarEvents.length;
    const drawer = await drawerOf(canvasElement);
    await titleAndSave(drawer, 'Stock take');
    await waitFor(
      () => expect(within(drawer).getByTestId('event-save')).toHaveAttribute('aria-busy', 'true'),
      patient,
    );
    await expect(titleInput(drawer)).toHaveValue('Stock take');
    await expect(getDb().calendarEvents).toHaveLength(count);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
