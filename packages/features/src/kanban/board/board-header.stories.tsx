import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';
import type { KanbanData } from '@atrium/mocks/types';

import { patient } from '../../test/story-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';
import { BoardHeaderOfSeed } from '../test/board-fixtures.tsx';
import { chooseFromBoardMenu, startRename } from '../test/board-story-steps.ts';
import { failingKanban, KANBAN, withKanban } from '../test/kanban-story-handlers.ts';

const meta = {
  title: 'Features/Kanban/BoardHeader',
  component: BoardHeaderOfSeed,
  // The seeded In Review board, at the width of a board.
  args: { boardId: 2 },
  decorators: [withMaxWidth(280)],
} satisfies Meta<typeof BoardHeaderOfSeed>;
export default meta;

type Story = StoryObj<typeof meta>;

const storedTitle = (id: number) => getDb().kanban.boards.find((b) => b.id === id)?.title;

/** The header once the board state is in: its title as the fake API holds it. */
async function headerOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByTestId('kanban-board-menu', {}, patient);
  return canvas;
}

/**
 * Types `typed` over the title and presses Enter: the title the fake API then holds is "Testing",
 * and focus goes back where the rename started (`focusBackOn`, a test id).
 */
async function savesTesting(
  canvasElement: HTMLElement,
  field: HTMLElement,
  typed: string,
  focusBackOn: string,
) {
  const canvas = within(canvasElement);
  await userEvent.clear(field);
  await userEvent.type(field, `${typed}{Enter}`);
  await canvas.findByRole('heading', { level: 2, name: 'Testing' }, patient);
  await expect(storedTitle(2)).toBe('Testing');
  await waitFor(() => expect(canvas.getByTestId(focusBackOn)).toHaveFocus(), patient);
}

/** The handle, the title with its card count, and the menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await headerOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(storedTitle(2)!);
  },
};

/** In Review with its cards gone (elsewhere, before the board state loaded). */
const inReviewEmptied = (): KanbanData => {
  const { boards, items } = getDb().kanban;
  const gone = boards.find((b) => b.id === 2)?.itemsIds ?? [];
  return {
    boards: boards.map((b) => (b.id === 2 ? { ...b, itemsIds: [] } : b)),
    items: items.filter((i) => !gone.includes(i.id)),
  };
};

/** An empty board: its count says no cards, the menu kept. */
export const EmptyBoard: Story = {
  parameters: withKanban(http.get(KANBAN, () => HttpResponse.json(inReviewEmptied()))),
  play: async ({ canvasElement }) => {
    const canvas = await headerOf(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent(storedTitle(2)!);
    // No count above zero, whatever the language's words ("0 cards"; Arabic says "no cards").
    await expect(heading.parentElement).not.toHaveTextContent(/[1-9]/);
    await expect(canvas.getByTestId('kanban-board-menu')).toBeEnabled();
  },
};

/** A long title stops at two lines, the menu kept in reach. */
export const LongTitle: Story = {
  args: {
    title:
      'In Review with the quality assurance sign-off and the release notes of every app screen',
  },
  play: async ({ canvasElement }) => {
    const canvas = await headerOf(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
    await expect(canvas.getByTestId('kanban-board-menu')).toBeVisible();
  },
};

/** Rename from the menu: Enter saves the new title, which the fake API now holds. */
export const Rename: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await headerOf(canvasElement);
    const field = await startRename(canvasElement);
    await expect(field).toHaveValue(storedTitle(2));
    await savesTesting(canvasElement, field, '  Testing ', 'kanban-board-menu');
  },
};

/** A click on the title renames too; Enter saves. */
export const RenameFromTitle: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await headerOf(canvasElement);
    await userEvent.click(canvas.getByTestId('kanban-board-title'));
    const field = await canvas.findByRole('textbox', {}, patient);
    await waitFor(() => expect(field).toHaveFocus(), patient);
    await savesTesting(canvasElement, field, 'Testing', 'kanban-board-title');
  },
};

/** From the keyboard, Enter on the title opens the field; Escape gives focus back to the title. */
export const RenameFromTitleKeyboard: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await headerOf(canvasElement);
    canvas.getByTestId('kanban-board-title').focus();
    await userEvent.keyboard('{Enter}');
    const field = await canvas.findByRole('textbox', {}, patient);
    await waitFor(() => expect(field).toHaveFocus(), patient);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByTestId('kanban-board-title')).toHaveFocus(), patient);
    await expect(storedTitle(2)).toBe('In Review');
  },
};

/** Escape puts the title back as it was and asks nothing. */
export const RenameEscape: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await headerOf(canvasElement);
    const before = storedTitle(2);
    const field = await startRename(canvasElement);
    await userEvent.type(field, ' and more{Escape}');
    await waitFor(() => expect(canvas.queryByRole('textbox')).toBeNull(), patient);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(before!);
    await expect(storedTitle(2)).toBe(before);
    await waitFor(() => expect(canvas.getByTestId('kanban-board-menu')).toHaveFocus(), patient);
  },
};

/** A blank title is refused under the field, which stays open. */
export const BlankTitleRefused: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const before = storedTitle(2);
    const field = await startRename(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(field).toHaveAccessibleErrorMessage();
    await expect(field).toHaveFocus();
    await expect(storedTitle(2)).toBe(before);
  },
};

/** Another board's title (whatever its case) is refused under the field, naming that board. */
export const TakenTitleRefused: Story = {
  play: async ({ canvasElement }) => {
    const before = storedTitle(2);
    const field = await startRename(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, 'DONE{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleErrorMessage(/Done/), patient);
    await expect(field).toHaveValue('DONE');
    await expect(storedTitle(2)).toBe(before);
  },
};

/** The fake API refuses the rename (500): the typed title is kept with the reason under it. */
export const RenameFailed: Story = {
  tags: ['no-visual'],
  parameters: failingKanban('put', '/board/rename'),
  play: async ({ canvasElement }) => {
    const before = storedTitle(2);
    const field = await startRename(canvasElement);
    await userEvent.clear(field);
    await userEvent.type(field, 'Testing{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), patient);
    await expect(field).toHaveValue('Testing');
    await expect(storedTitle(2)).toBe(before);
  },
};

/**
 * Delete asks first: the confirm names the board and how many cards go with it. No picture: the
 * visual run frames a portalled dialog but not an alert dialog, so it would show the canvas alone.
 */
export const DeleteConfirm: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await headerOf(canvasElement);
    await chooseFromBoardMenu(canvasElement, 'delete');
    const dialog = await within(document.body).findByRole('alertdialog', {}, patient);
    await expect(dialog).toHaveAccessibleName(new RegExp(storedTitle(2)!));
    await expect(dialog).toHaveAccessibleDescription(/3/);
    await expect(getDb().kanban.boards).toHaveLength(3);
  },
};

/** Confirmed, the board and its cards leave the fake API; Cancel would have kept them. */
export const Delete: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await headerOf(canvasElement);
    const cards = getDb().kanban.boards[1]!.itemsIds;
    await chooseFromBoardMenu(canvasElement, 'delete');
    const body = within(document.body);
    // Cancel first: nothing goes.
    let dialog = await body.findByRole('alertdialog', {}, patient);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull(), patient);
    await expect(getDb().kanban.boards).toHaveLength(3);
    await chooseFromBoardMenu(canvasElement, 'delete');
    dialog = await body.findByRole('alertdialog', {}, patient);
    // The confirm button comes after Cancel.
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await within(canvasElement).findByTestId('kanban-board-gone', {}, patient);
    await expect(getDb().kanban.boards.map((b) => b.id)).toEqual([1, 3]);
    await expect(getDb().kanban.items.some((i) => cards.includes(i.id))).toBe(false);
  },
};
