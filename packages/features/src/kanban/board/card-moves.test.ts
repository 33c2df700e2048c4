import { describe, expect, it } from 'vitest';

import type { KanbanBoard } from '@atrium/mocks/types';

import { boardTitled, dropSpot, locateCard, moveBoard, moveCard, stepCard } from './card-moves.ts';

const boards: readonly KanbanBoard[] = [
  { id: 1, title: 'In Progress', itemsIds: [1, 2] },
  { id: 2, title: 'In Review', itemsIds: [3, 4, 5] },
  { id: 3, title: 'Done', itemsIds: [] },
];
const ids = (list: readonly KanbanBoard[]) => list.map((b) => b.itemsIds);

describe('moveCard', () => {
  it('reorders within a board', () => {
    expect(ids(moveCard(boards, { boardId: 2, index: 0 }, { boardId: 2, index: 2 }))).toEqual([
      [1, 2],
      [4, 5, 3],
      [],
    ]);
  });

  it('moves across boards and keeps the untouched board itself', () => {
    const next = moveCard(boards, { boardId: 1, index: 1 }, { boardId: 2, index: 1 });
    expect(ids(next)).toEqual([[1], [3, 2, 4, 5], []]);
    expect(next[2]).toBe(boards[2]);
    expect(boards[0]?.itemsIds).toEqual([1, 2]);
  });

  it('puts a card into an empty board and clamps a place past the end', () => {
    expect(ids(moveCard(boards, { boardId: 1, index: 0 }, { boardId: 3, index: 9 }))).toEqual([
      [2],
      [3, 4, 5],
      [1],
    ]);
  });

  it('answers the same boards for a move to its own place or from nowhere', () => {
    expect(moveCard(boards, { boardId: 1, index: 1 }, { boardId: 1, index: 1 })).toBe(boards);
    expect(moveCard(boards, { boardId: 1, index: 5 }, { boardId: 2, index: 0 })).toBe(boards);
    expect(moveCard(boards, { boardId: 9, index: 0 }, { boardId: 2, index: 0 })).toBe(boards);
  });
});

describe('moveBoard', () => {
  it('moves a board to another place', () => {
    expect(moveBoard(boards, 0, 2).map((b) => b.id)).toEqual([2, 3, 1]);
    expect(moveBoard(boards, 2, 0).map((b) => b.id)).toEqual([3, 1, 2]);
  });

  it('clamps and leaves the same array when nothing moves', () => {
    expect(moveBoard(boards, 1, 7).map((b) => b.id)).toEqual([1, 3, 2]);
    expect(moveBoard(boards, 1, 1)).toBe(boards);
    expect(moveBoard(boards, 5, 0)).toBe(boards);
  });
});

describe('dropSpot', () => {
  it('counts the place the card leaves within its own board', () => {
    expect(dropSpot({ boardId: 2, index: 0 }, 2, 3)).toEqual({ boardId: 2, index: 2 });
    expect(dropSpot({ boardId: 2, index: 2 }, 2, 0)).toEqual({ boardId: 2, index: 0 });
    expect(dropSpot({ boardId: 1, index: 0 }, 2, 3)).toEqual({ boardId: 2, index: 3 });
  });
});

describe('stepCard', () => {
  it('steps up and down within the board, stopping at its ends', () => {
    expect(stepCard(boards, { boardId: 2, index: 1 }, 'up')).toEqual({ boardId: 2, index: 0 });
    expect(stepCard(boards, { boardId: 2, index: 1 }, 'down')).toEqual({ boardId: 2, index: 2 });
    expect(stepCard(boards, { boardId: 2, index: 0 }, 'up')).toBeNull();
    expect(stepCard(boards, { boardId: 2, index: 2 }, 'down')).toBeNull();
  });

  it('steps to the same place of the neighbouring board, or its end', () => {
    expect(stepCard(boards, { boardId: 1, index: 1 }, 'next')).toEqual({ boardId: 2, index: 1 });
    expect(stepCard(boards, { boardId: 2, index: 2 }, 'next')).toEqual({ boardId: 3, index: 0 });
    expect(stepCard(boards, { boardId: 2, index: 2 }, 'previous')).toEqual({
      boardId: 1,
      index: 2,
    });
    expect(stepCard(boards, { boardId: 1, index: 0 }, 'previous')).toBeNull();
    expect(stepCard(boards, { boardId: 3, index: 0 }, 'next')).toBeNull();
  });
});

describe('locateCard and boardTitled', () => {
  it('finds a card and a board by title, case-insensitively', () => {
    expect(locateCard(boards, 4)).toEqual({ boardId: 2, index: 1 });
    expect(locateCard(boards, 99)).toBeNull();
    expect(boardTitled(boards, '  done ')?.id).toBe(3);
    expect(boardTitled(boards, 'Done', 3)).toBeUndefined();
    expect(boardTitled(boards, 'Backlog')).toBeUndefined();
  });
});
