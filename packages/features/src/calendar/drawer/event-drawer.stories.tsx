import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
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
