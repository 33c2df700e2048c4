import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../test/msw-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { KanbanPage } from './kanban-page.tsx';

const server = setupFakeApi();

const boardIds = () => getDb().kanban.boards.map((b) => [b.title, b.itemsIds]);
const board = (id: number) => screen.getByTestId(`kanban-board-${id}`);
const titlesIn = (id: number) =>
  within(board(id))
    .queryAllByTestId('kanban-card-title')
    .map((title) => title.textContent);
const card = (title: string) =>
  screen.getAllByTestId('kanban-card').find((c) => c.textContent?.includes(title))!;
/** Board titles in order (they redraw a frame after a cache change: RTK batches it, so wait). */
const boardTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const announced = () => screen.getByTestId('kanban-announcer');

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<KanbanPage />);
  await screen.findByTestId('kanban-board-3');
  return user;
}

/** Opens In Review's title field from its menu, with ' more' typed after the title. */
async function startRenamingInReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Actions for board In Review' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
  const field = await screen.findByRole('textbox', { name: 'Board title' });
  await waitFor(() => expect(field).toHaveFocus());
  await user.type(field, '{End} more');
  expect(field).toHaveValue('In Review more');
  return field;
}

/** Opens "Add new item" of Done and types a title without adding it. */
async function startAddingToDone(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(board(3)).getByRole('button', { name: 'Add new item' }));
  const field = within(board(3)).getByRole('textbox', { name: /Title of the new item/ });
  await user.type(field, 'Never mind');
  return field;
}

describe('KanbanPage', { timeout: 60_000 }, () => {
  it('shows the seeded boards with their cards in order', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'In Progress' })).toBeVisible();
    expect(within(board(2)).getAllByTestId('kanban-card')).toHaveLength(3);
    expect(card('Research FAQ page UX')).toHaveAttribute('aria-roledescription', 'movable card');
  });

  it('refuses a taken board title inline and adds a new one', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add new board' }));
    const field = screen.getByRole('textbox', { name: 'Title of the new board' });
    await user.type(field, ' done {Enter}');
    expect(await screen.findByText('A board named Done already exists')).toBeVisible();
    expect(getDb().kanban.boards).toHaveLength(3);
    await user.clear(field);
    await user.type(field, 'Backlog{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Backlog' })).toBeVisible();
    expect(getDb().kanban.boards.map((b) => b.title)).toContain('Backlog');
  });

  it('adds an item with Enter, keeping new lines typed with Shift+Enter', async () => {
    const user = await renderPage();
    await user.click(within(board(3)).getByRole('button', { name: 'Add new item' }));
    const field = within(board(3)).getByRole('textbox', { name: /Title of the new item/ });
    await user.type(field, 'Write tests{Shift>}{Enter}{/Shift}for the board{Enter}');
    await waitFor(() => expect(within(board(3)).getAllByTestId('kanban-card')).toHaveLength(4));
    const added = getDb().kanban.items.at(-1);
    expect(added?.title).toBe('Write tests\nfor the board');
    expect(getDb().kanban.boards[2]?.itemsIds.at(-1)).toBe(added?.id);
  });

  it('moves a card across boards from the keyboard, announcing each step, and saves on drop', async () => {
    const user = await renderPage();
    card('Review JavaScript code').focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('kanban-announcer')).toHaveTextContent(
      "Picked up 'Review JavaScript code' in In Progress, position 2 of 2.",
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('kanban-announcer')).toHaveTextContent(
      "Moved 'Review JavaScript code' to In Review, position 2 of 4.",
    );
    await waitFor(() => expect(card('Review JavaScript code')).toHaveFocus());
    // Nothing is saved while the card is held.
    expect(getDb().kanban.boards[1]?.itemsIds).toEqual([3, 4, 5]);
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(getDb().kanban.boards[1]?.itemsIds).toEqual([2, 3, 4, 5]));
    expect(getDb().kanban.boards[0]?.itemsIds).toEqual([1]);
    expect(titlesIn(2)[0]).toBe('Review JavaScript code');
    expect(card('Review JavaScript code')).toHaveFocus();
  });

  it('puts a held card back on Escape and saves nothing', async () => {
    const user = await renderPage();
    const before = boardIds();
    card('Research FAQ page UX').focus();
    await user.keyboard(' {ArrowDown}{ArrowRight}{ArrowRight}{Escape}');
    expect(titlesIn(1)).toEqual(['Research FAQ page UX', 'Review JavaScript code']);
    expect(screen.getByTestId('kanban-announcer')).toHaveTextContent(
      "Move cancelled: 'Research FAQ page UX' is back in In Progress, position 1 of 2.",
    );
    expect(boardIds()).toEqual(before);
  });

  it('takes a refused move back and says so', async () => {
    server.use(
      http.put('*/api/apps/kanban/item/state-update', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const user = await renderPage();
    card('Research FAQ page UX').focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(titlesIn(2)).toContain('Research FAQ page UX'));
    await user.keyboard(' ');
    expect(
      await screen.findByText('The move could not be saved; the card is back where it was.'),
    ).toBeVisible();
    expect(titlesIn(1)).toEqual(['Research FAQ page UX', 'Review JavaScript code']);
  });

  it('moves a board from its handle and saves the order', async () => {
    const user = await renderPage();
    screen.getByRole('button', { name: 'Move board Done' }).focus();
    await user.keyboard(' {ArrowLeft}{ArrowLeft} ');
    await waitFor(() => expect(getDb().kanban.boards.map((b) => b.id)).toEqual([3, 1, 2]));
    expect(screen.getByTestId('kanban-announcer')).toHaveTextContent(
      'Dropped board Done at position 1 of 3.',
    );
  });

  it('renames a board with Enter and refuses a taken title', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Actions for board In Review' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Board title' });
    await user.clear(field);
    await user.type(field, 'DONE{Enter}');
    expect(await screen.findByText('A board named Done already exists')).toBeVisible();
    await user.clear(field);
    await user.type(field, 'Testing{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Testing' })).toBeVisible();
    expect(getDb().kanban.boards[1]?.title).toBe('Testing');
  });

  it('deletes a board after a confirm', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Actions for board Done' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the board Done?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete board' }));
    await waitFor(() => expect(screen.queryByTestId('kanban-board-3')).toBeNull());
    expect(getDb().kanban.boards.map((b) => b.title)).toEqual(['In Progress', 'In Review']);
  });

  it('cancels a rename with Escape: the title stays, focus goes back to the menu', async () => {
    const user = await renderPage();
    await startRenamingInReview(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Board title' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'In Review' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Actions for board In Review' })).toHaveFocus(),
    );
    expect(getDb().kanban.boards[1]?.title).toBe('In Review');
  });

  it('cancels a rename when focus leaves the field', async () => {
    const user = await renderPage();
    await startRenamingInReview(user);
    await user.click(document.body);
    expect(screen.queryByRole('textbox', { name: 'Board title' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'In Review' })).toBeVisible();
    expect(getDb().kanban.boards[1]?.title).toBe('In Review');
  });

  it('closes "Add new item" on Escape without adding, focus back on its button', async () => {
    const user = await renderPage();
    const before = getDb().kanban.items.length;
    await startAddingToDone(user);
    await user.keyboard('{Escape}');
    expect(within(board(3)).queryByRole('textbox')).toBeNull();
    await waitFor(() =>
      expect(within(board(3)).getByRole('button', { name: 'Add new item' })).toHaveFocus(),
    );
    expect(getDb().kanban.items).toHaveLength(before);
    expect(within(board(3)).getAllByTestId('kanban-card')).toHaveLength(3);
  });

  it('closes "Add new item" on a click outside without adding', async () => {
    const user = await renderPage();
    const before = getDb().kanban.items.length;
    await startAddingToDone(user);
    await user.click(screen.getByRole('heading', { level: 2, name: 'In Progress' }));
    expect(within(board(3)).queryByRole('textbox')).toBeNull();
    expect(getDb().kanban.items).toHaveLength(before);
    // Opened again, the box is empty.
    await user.click(within(board(3)).getByRole('button', { name: 'Add new item' }));
    expect(within(board(3)).getByRole('textbox')).toHaveValue('');
  });

  it('puts a held board back on Escape and saves nothing', async () => {
    const user = await renderPage();
    screen.getByRole('button', { name: 'Move board Done' }).focus();
    await user.keyboard(' {ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(boardTitles()).toEqual(['Done', 'In Progress', 'In Review']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(boardTitles()).toEqual(['In Progress', 'In Review', 'Done']));
    expect(announced()).toHaveTextContent('Move cancelled: board Done is back at position 3 of 3.');
    expect(getDb().kanban.boards.map((b) => b.id)).toEqual([1, 2, 3]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move board Done' })).toHaveFocus(),
    );
  });

  it('takes a refused board move back and says so', async () => {
    server.use(
      http.put('*/api/apps/kanban/board/state-update', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    const user = await renderPage();
    screen.getByRole('button', { name: 'Move board Done' }).focus();
    await user.keyboard(' {ArrowLeft}');
    await waitFor(() => expect(boardTitles()).toEqual(['In Progress', 'Done', 'In Review']));
    await user.keyboard(' ');
    expect(
      await screen.findByText(
        'The new board order could not be saved; the boards are back where they were.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(boardTitles()).toEqual(['In Progress', 'In Review', 'Done']));
    expect(getDb().kanban.boards.map((b) => b.id)).toEqual([1, 2, 3]);
  });

  it('says a board at an end cannot go further, instead of announcing a move', async () => {
    const user = await renderPage();
    screen.getByRole('button', { name: 'Move board In Progress' }).focus();
    await user.keyboard(' {ArrowLeft}');
    expect(announced()).toHaveTextContent(
      'Board In Progress cannot go further that way: it stays at position 1 of 3.',
    );
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(announced()).toHaveTextContent(
      'Board In Progress cannot go further that way: it stays at position 3 of 3.',
    );
    await waitFor(() => expect(boardTitles()).toEqual(['In Review', 'Done', 'In Progress']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(boardTitles()).toEqual(['In Progress', 'In Review', 'Done']));
  });

  it('says a card at an end cannot go further, instead of announcing a move', async () => {
    const user = await renderPage();
    card('Research FAQ page UX').focus();
    await user.keyboard(' {ArrowUp}');
    expect(announced()).toHaveTextContent(
      "'Research FAQ page UX' cannot go further that way: it stays in In Progress, position 1 of 2.",
    );
    await user.keyboard('{ArrowLeft}');
    expect(announced()).toHaveTextContent(
      "'Research FAQ page UX' cannot go further that way: it stays in In Progress, position 1 of 2.",
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(announced()).toHaveTextContent(
      "'Research FAQ page UX' cannot go further that way: it stays in In Progress, position 2 of 2.",
    );
    // Back at the top when dropped: the board is saved as it was.
    await user.keyboard('{ArrowUp} ');
    expect(titlesIn(1)).toEqual(['Research FAQ page UX', 'Review JavaScript code']);
    expect(boardIds()).toEqual([
      ['In Progress', [1, 2]],
      ['In Review', [3, 4, 5]],
      ['Done', [6, 7, 8]],
    ]);
  });

  it('renames a board from its title: a click, or Enter on it from the keyboard', async () => {
    const user = await renderPage();
    const title = () => screen.getByRole('button', { name: 'In Review' });
    expect(title()).toHaveAccessibleDescription('Press Enter or click to rename the board.');
    await user.click(title());
    // The field takes focus a frame after it appears; an Escape before that would reach the page.
    const field = await screen.findByRole('textbox', { name: 'Board title' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(title()).toHaveFocus());
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('textbox', { name: 'Board title' });
    await waitFor(() => expect(again).toHaveFocus());
    await user.clear(again);
    await user.type(again, 'Testing{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Testing' })).toBeVisible();
    expect(getDb().kanban.boards[1]?.title).toBe('Testing');
  });
});
