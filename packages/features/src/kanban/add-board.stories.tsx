import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../test/story-handlers.ts';
import { AddBoardOnSeed } from './test/board-fixtures.tsx';
import { openInline, submitsInFlight } from './test/board-story-steps.ts';
import { failingKanban, pendingKanban } from './test/kanban-story-handlers.ts';

const meta = {
  title: 'Features/Kanban/AddBoard',
  component: AddBoardOnSeed,
} satisfies Meta<typeof AddBoardOnSeed>;
export default meta;

type Story = StoryObj<typeof meta>;

const titles = () => getDb().kanban.boards.map((b) => b.title);

/** Opens the form: the canvas and its field, focused. */
const open = (canvasElement: HTMLElement) => openInline(canvasElement, 'kanban-add-board-open');

/** Closed: the "Add new board" button after the last board. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('kanban-add-board-open', {}, patient);
  },
};

/** Enter adds the board after the others; the form closes and focus goes back to its button. */
export const Adds: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { canvas, field } = await open(canvasElement);
    await userEvent.type(field, ' Backlog {Enter}');
    await waitFor(() => expect(titles().at(-1)).toBe('Backlog'), patient);
    await waitFor(() => expect(canvas.getByTestId('kanban-add-board-open')).toHaveFocus(), patient);
  },
};

/** A blank title, then a taken one (whatever its case), are refused under the field. */
export const DuplicateRefused: Story = {
  play: async ({ canvasElement }) => {
    const before = titles();
    const { field } = await open(canvasElement);
    await userEvent.type(field, '{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patient);
    await userEvent.type(field, ' done {Enter}');
    // The message names the board it clashes with, as stored.
    await waitFor(() => expect(field).toHaveAccessibleErrorMessage(/Done/), patient);
    await expect(field).toHaveValue(' done ');
    await expect(titles()).toEqual(before);
  },
};

/** Escape closes the form without adding, and focus goes back to its button. */
export const EscapeCancels: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const before = titles();
    const { canvas, field } = await open(canvasElement);
    await userEvent.type(field, 'Backlog{Escape}');
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull(), patient);
    await waitFor(() => expect(canvas.getByTestId('kanban-add-board-open')).toHaveFocus(), patient);
    await expect(titles()).toEqual(before);
  },
};

/**
 * A title taken after the boards loaded (another tab added "Backlog"): the check before asking
 * cannot see it, the fake API refuses it with a bare network error, and the boards read anew name
 * the clash instead of a generic failure. No picture: it is DuplicateRefused's.
 */
export const DuplicateUnknownToClient: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const { field } = await open(canvasElement);
    const { boards } = getDb().kanban;
    boards.push({ id: boards.length + 1, title: 'Backlog', itemsIds: [] });
    const before = titles();
    await userEvent.type(field, 'backlog{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleErrorMessage(/Backlog/), patient);
    await expect(field).toHaveValue('backlog');
    await expect(titles()).toEqual(before);
  },
};

/** The add fails for another reason (500), the title free: the generic failure, the text kept. */
export const AddFailed: Story = {
  tags: ['no-visual'],
  parameters: failingKanban('post', '/board/add'),
  play: async ({ canvasElement }) => {
    const before = titles();
    const { field } = await open(canvasElement);
    await userEvent.type(field, 'Backlog{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(field).not.toHaveAccessibleErrorMessage(/Backlog/);
    await expect(field).toHaveValue('Backlog');
    await expect(titles()).toEqual(before);
  },
};

/** The add is on its way (the fake API never answers): the field read-only, the button busy. */
export const Adding: Story = {
  parameters: pendingKanban('post', '/board/add'),
  play: async ({ canvasElement }) => {
    const before = titles();
    const { field } = await open(canvasElement);
    await submitsInFlight(canvasElement, field, 'Backlog');
    await expect(titles()).toEqual(before);
  },
};
