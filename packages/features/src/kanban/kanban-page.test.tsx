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

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<KanbanPage />);
  await screen.findByTestId('kanban-board-3');
  return user;
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
});
