import type { KanbanBoard } from '@atrium/mocks/types';

/** Where a card is, or goes: its board and its 0-based place in that board's list. */
export interface CardSpot {
  boardId: number;
  index: number;
}

/** A keyboard step: within the board (up, down) or to the board before or after (in order). */
export type CardStep = 'up' | 'down' | 'previous' | 'next';

/** The board and place of item `itemId`, or null when no board lists it. */
export function locateCard(boards: readonly KanbanBoard[], itemId: number): CardSpot | null {
  for (const board of boards) {
    const index = board.itemsIds.indexOf(itemId);
    if (index !== -1) return { boardId: board.id, index };
  }
  return null;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The boards after the card at `from` moved to `to` (its place once moved, clamped to the target
 * list). Boards the move does not touch keep their identity, so their views need not redraw; an
 * impossible move (no such board or place) answers the same array.
 */
export function moveCard(
  boards: readonly KanbanBoard[],
  from: CardSpot,
  to: CardSpot,
): readonly KanbanBoard[] {
  const source = boards.find((b) => b.id === from.boardId);
  const target = boards.find((b) => b.id === to.boardId);
  const itemId = source?.itemsIds[from.index];
  if (!source || !target || itemId === undefined) return boards;
  const sourceIds = source.itemsIds.filter((_, i) => i !== from.index);
  const targetIds = source === target ? sourceIds : [...target.itemsIds];
  const index = clamp(to.index, 0, targetIds.length);
  if (source === target && index === from.index) return boards;
  targetIds.splice(index, 0, itemId);
  return boards.map((board) => {
    if (board === target) return { ...board, itemsIds: targetIds };
    if (board === source) return { ...board, itemsIds: sourceIds };
    return board;
  });
}

/** The boards with the one at `from` moved to place `to` (clamped); the same array if it stays. */
export function moveBoard(
  boards: readonly KanbanBoard[],
  from: number,
  to: number,
): readonly KanbanBoard[] {
  const moving = boards[from];
  const index = clamp(to, 0, boards.length - 1);
  if (!moving || index === from) return boards;
  const rest = boards.filter((_, i) => i !== from);
  rest.splice(index, 0, moving);
  return rest;
}

/**
 * The spot a card dropped just before the card at `insertAt` of board `boardId` takes (`insertAt`
 * = the list's length: at its end). Within its own board, the places after the card shift by one
 * once it has left.
 */
export function dropSpot(from: CardSpot, boardId: number, insertAt: number): CardSpot {
  const sameBoardLater = from.boardId === boardId && from.index < insertAt;
  return { boardId, index: sameBoardLater ? insertAt - 1 : insertAt };
}

/**
 * Where one keyboard step takes the card at `from`: up and down within its board (stopping at the
 * ends), previous and next to the same place in the neighbouring board (or its end). Null when the
 * step leads nowhere.
 */
export function stepCard(
  boards: readonly KanbanBoard[],
  from: CardSpot,
  step: CardStep,
): CardSpot | null {
  const boardIndex = boards.findIndex((b) => b.id === from.boardId);
  const board = boards[boardIndex];
  if (!board) return null;
  if (step === 'up' || step === 'down') {
    const index = from.index + (step === 'up' ? -1 : 1);
    return index < 0 || index >= board.itemsIds.length ? null : { boardId: board.id, index };
  }
  const neighbour = boards[boardIndex + (step === 'previous' ? -1 : 1)];
  if (!neighbour) return null;
  return { boardId: neighbour.id, index: Math.min(from.index, neighbour.itemsIds.length) };
}

/** A board title's key for the one-title-per-board rule: trimmed and case-insensitive, as the fake API compares (SPEC §5). */
export const titleKey = (title: string) => title.trim().toLowerCase();

/** The board already called `title` (case-insensitively), other than board `exceptId`. */
export function boardTitled(
  boards: readonly KanbanBoard[],
  title: string,
  exceptId?: number,
): KanbanBoard | undefined {
  const key = titleKey(title);
  return boards.find((b) => b.id !== exceptId && titleKey(b.title) === key);
}
