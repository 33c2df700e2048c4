import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { patient } from '../../test/story-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';
import { openInline, submitsInFlight } from '../test/board-story-steps.ts';
import { failingKanban, pendingKanban } from '../test/kanban-story-handlers.ts';
import { AddItem } from './add-item.tsx';

const meta = {
  title: 'Features/Kanban/AddItem',
  component: AddItem,
  // The foot of the seeded Done board, at the width of a board.
  args: { boardId: 3, boardName: 'Done' },
  decorators: [withMaxWidth(280)],
} satisfies Meta<typeof AddItem>;
export default meta;

type Story = StoryObj<typeof meta>;

const doneIds = () => getDb().kanban.boards[2]?.itemsIds ?? [];

/** Opens the box: the canvas and its field, focused. */
const open = (canvasElement: HTMLElement) => openInline(canvasElement, 'kanban-add-item');

/** Closed: the "Add new item" button at the foot of the board. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByTestId('kanban-add-item', {}, patient);
  },
};

/** Enter adds the item at the end of the board and empties the box for the next one. */
export const Adds: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const count = doneIds().length;
    const { field } = await open(canvasElement);
    await userEvent.type(field, 'Write release notes{Enter}');
    await waitFor(() => expect(doneIds()).toHaveLength(count + 1), patient);
    const added = getDb().kanban.items.find((i) => i.id === doneIds().at(-1));
    await expect(added?.title).toBe('Write release notes');
    // The box empties once the answer is in, and stays open for the next one.
    await waitFor(() => expect(field).toHaveValue(''), patient);
    await expect(field).toHaveFocus();
  },
};

/** Shift+Enter starts a new line and adds nothing yet; Enter then adds both lines as one title. */
export const ShiftEnterNewLine: Story = {
  play: async ({ canvasElement }) => {
    const count = doneIds().length;
    const { field } = await open(canvasElement);
    await userEvent.type(field, 'Write tests{Shift>}{Enter}{/Shift}for the board');
    await expect(field).toHaveValue('Write tests\nfor the board');
    await expect(doneIds()).toHaveLength(count);
  },
};

/** Enter on a blank box adds nothing and says why under it. */
export const BlankRefused: Story = {
  play: async ({ canvasElement }) => {
    const count = getDb().kanban.items.length;
    const { field } = await open(canvasElement);
    await userEvent.type(field, '  {Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(field).toHaveAccessibleErrorMessage();
    await expect(getDb().kanban.items).toHaveLength(count);
  },
};

/** Escape closes the box without adding, and focus goes back to "Add new item". */
export const EscapeCancels: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const count = getDb().kanban.items.length;
    const { canvas, field } = await open(canvasElement);
    await userEvent.type(field, 'Never mind{Escape}');
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull(), patient);
    await waitFor(() => expect(canvas.getByTestId('kanban-add-item')).toHaveFocus(), patient);
    await expect(getDb().kanban.items).toHaveLength(count);
  },
};

/** A click outside closes the box without adding; the typed text is gone when it opens again. */
export const ClickOutsideCancels: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const count = getDb().kanban.items.length;
    const { canvas, field } = await open(canvasElement);
    await userEvent.type(field, 'Never mind');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull(), patient);
    await expect(getDb().kanban.items).toHaveLength(count);
    const again = await open(canvasElement);
    await expect(again.field).toHaveValue('');
  },
};

/** The fake API refuses the add (500): the text is kept, the reason under it. */
export const AddFailed: Story = {
  parameters: failingKanban('post', '/item/add'),
  play: async ({ canvasElement }) => {
    const count = getDb().kanban.items.length;
    const { field } = await open(canvasElement);
    await userEvent.type(field, 'Write release notes{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(field).toHaveValue('Write release notes');
    await expect(getDb().kanban.items).toHaveLength(count);
  },
};

/** The add is on its way (the fake API never answers): the box read-only, the button busy. */
export const Adding: Story = {
  parameters: pendingKanban('post', '/item/add'),
  play: async ({ canvasElement }) => {
    const count = getDb().kanban.items.length;
    const { field } = await open(canvasElement);
    await submitsInFlight(canvasElement, field, 'Write release notes');
    await expect(getDb().kanban.items).toHaveLength(count);
  },
};
