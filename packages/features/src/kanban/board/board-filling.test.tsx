import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { KanbanPage } from '../kanban-page.tsx';
import { FIRST_CARDS } from './kanban-board-column.tsx';

setupFakeApi();

/** The seed's first board made long: `count` copies of its cards, titled by their place. */
function longFirstBoard(count: number) {
  const { kanban } = getDb();
  const sample = kanban.items[0];
  if (!sample) throw new Error('The seed has no kanban items');
  const firstId = Math.max(...kanban.items.map((i) => i.id)) + 1;
  const added = Array.from({ length: count }, (_, i) => ({
    ...sample,
    id: firstId + i,
    title: `Long board card ${i + 1}`,
  }));
  kanban.items.push(...added);
  const board = kanban.boards[0];
  if (!board) throw new Error('The seed has no kanban board');
  board.itemsIds = added.map((i) => i.id);
  return added.map((i) => i.title);
}

describe('a long board', { timeout: 60_000 }, () => {
  it('fills in steps after its first cards, ending with every card in order', async () => {
    const titles = longFirstBoard(FIRST_CARDS * 12);
    renderWithProviders(<KanbanPage />);
    const board = await screen.findByTestId('kanban-board-1');
    await waitFor(() =>
      expect(
        within(board)
          .getAllByTestId('kanban-card-title')
          .map((title) => title.textContent),
      ).toEqual(titles),
    );
  });
});
