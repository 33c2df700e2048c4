import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { KanbanData } from '@atrium/mocks/types';
import { useDirection } from '@atrium/ui';

import { locateCard, moveBoard, moveCard, stepCard, type CardStep } from './card-moves.ts';
import type { BoardsPatch, KanbanCache } from './use-kanban-cache.ts';

/** What is picked up from the keyboard: a card or a board, by id. */
export type Lifted = { kind: 'card'; id: number } | { kind: 'board'; id: number };

/** What the page moves focus to after a step (the moved element is drawn anew). */
export type FocusTarget = Lifted;

interface Grab {
  lifted: Lifted;
  patches: BoardsPatch[];
}

type CardText =
  'dnd.cardLifted' | 'dnd.cardMoved' | 'dnd.cardAtEnd' | 'dnd.cardDropped' | 'dnd.cardCancelled';
type BoardText =
  | 'dnd.boardLifted'
  | 'dnd.boardMoved'
  | 'dnd.boardAtEnd'
  | 'dnd.boardDropped'
  | 'dnd.boardCancelled';

const isDrop = (key: string) => key === ' ' || key === 'Enter';

/** The arrow keys' steps; left and right swap in right-to-left, where the next board is on the left. */
function arrowStep(key: string, rtl: boolean): CardStep | null {
  if (key === 'ArrowUp') return 'up';
  if (key === 'ArrowDown') return 'down';
  if (key === 'ArrowLeft') return rtl ? 'next' : 'previous';
  if (key === 'ArrowRight') return rtl ? 'previous' : 'next';
  return null;
}

/**
 * Keyboard drag and drop of cards and boards: Space lifts, arrows move (the cache changes at
 * once, nothing is saved), Space or Enter drops and saves, Escape puts it back. Each step sets
 * `announcement` (for a polite live region) and `focus` (what the page focuses once drawn). The
 * key handlers are stable (they change with the direction only) and read the cache when called,
 * so the boards need not redraw for them.
 */
export function useKeyboardMoves(cache: KanbanCache) {
  const { t } = useTranslation('kanban');
  const rtl = useDirection() === 'rtl';
  const [lifted, setLifted] = useState<Lifted | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>(null);
  const grab = useRef<Grab | null>(null);

  const texts = useMemo(() => {
    const cardText = (key: CardText, data: KanbanData, itemId: number) => {
      const spot = locateCard(data.boards, itemId);
      const board = data.boards.find((b) => b.id === spot?.boardId);
      const item = data.items.find((i) => i.id === itemId);
      return t(key, {
        title: item?.title ?? '',
        board: board?.title ?? '',
        position: (spot?.index ?? 0) + 1,
        count: board?.itemsIds.length ?? 0,
      });
    };
    const boardText = (key: BoardText, data: KanbanData, boardId: number) => {
      const index = data.boards.findIndex((b) => b.id === boardId);
      return t(key, {
        board: data.boards[index]?.title ?? '',
        position: index + 1,
        count: data.boards.length,
      });
    };
    return { cardText, boardText };
  }, [t]);

  const say = useCallback((text: string, target: FocusTarget) => {
    setAnnouncement(text);
    setFocus({ target });
  }, []);

  const end = useCallback(() => {
    grab.current = null;
    setLifted(null);
  }, []);

  const onCardKeyDown = useCallback(
    (event: KeyboardEvent, itemId: number) => {
      const data = cache.read();
      const held = grab.current;
      if (!data || (held && (held.lifted.kind !== 'card' || held.lifted.id !== itemId))) return;
      const target: FocusTarget = { kind: 'card', id: itemId };
      if (!held) {
        if (event.key !== ' ') return;
        event.preventDefault();
        event.stopPropagation();
        grab.current = { lifted: target, patches: [] };
        setLifted(target);
        say(texts.cardText('dnd.cardLifted', data, itemId), target);
        return;
      }
      const step = arrowStep(event.key, rtl);
      if (!step && !isDrop(event.key) && event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      if (step) {
        const from = locateCard(data.boards, itemId);
        const to = from && stepCard(data.boards, from, step);
        if (from && to) {
          held.patches.push(cache.change((boards) => moveCard(boards, from, to)));
          say(texts.cardText('dnd.cardMoved', cache.read() ?? data, itemId), target);
        } else {
          // At the top, bottom, first or last board: nothing moves, and "Moved" would mislead.
          say(texts.cardText('dnd.cardAtEnd', data, itemId), target);
        }
      } else if (isDrop(event.key)) {
        const spot = locateCard(data.boards, itemId);
        if (spot && held.patches.length > 0) void cache.saveCards(spot.boardId, held.patches);
        say(texts.cardText('dnd.cardDropped', data, itemId), target);
        end();
      } else {
        cache.undo(held.patches);
        say(texts.cardText('dnd.cardCancelled', cache.read() ?? data, itemId), target);
        end();
      }
    },
    [cache, texts, say, end, rtl],
  );

  const onBoardKeyDown = useCallback(
    (event: KeyboardEvent, boardId: number) => {
      const data = cache.read();
      const held = grab.current;
      if (!data || (held && (held.lifted.kind !== 'board' || held.lifted.id !== boardId))) return;
      const target: FocusTarget = { kind: 'board', id: boardId };
      if (!held) {
        if (!isDrop(event.key)) return;
        event.preventDefault();
        grab.current = { lifted: target, patches: [] };
        setLifted(target);
        say(texts.boardText('dnd.boardLifted', data, boardId), target);
        return;
      }
      const step = arrowStep(event.key, rtl);
      const sideways = step === 'previous' || step === 'next';
      if (!sideways && !isDrop(event.key) && event.key !== 'Escape') return;
      event.preventDefault();
      if (sideways) {
        const from = data.boards.findIndex((b) => b.id === boardId);
        const to = from + (step === 'previous' ? -1 : 1);
        if (to >= 0 && to < data.boards.length) {
          held.patches.push(cache.change((boards) => moveBoard(boards, from, to)));
          say(texts.boardText('dnd.boardMoved', cache.read() ?? data, boardId), target);
        } else {
          // The first or last board: nothing moves (and nothing is saved on drop).
          say(texts.boardText('dnd.boardAtEnd', data, boardId), target);
        }
      } else if (isDrop(event.key)) {
        if (held.patches.length > 0) void cache.saveOrder(held.patches);
        say(texts.boardText('dnd.boardDropped', data, boardId), target);
        end();
      } else {
        cache.undo(held.patches);
        say(texts.boardText('dnd.boardCancelled', cache.read() ?? data, boardId), target);
        end();
      }
    },
    [cache, texts, say, end, rtl],
  );

  return { lifted, announcement, focus, onCardKeyDown, onBoardKeyDown };
}
