/**
 * The kanban with 10 boards of 200 cards each in the fake API (the seed's board state scaled
 * through the app's own localStorage snapshot), on the production build in Chromium with no
 * simulated network latency.
 *
 * (a) First paint: from the moment the page's `fetch` of the board state (GET /api/apps/kanban)
 *     resolves to the end of the first frame that paints cards on the boards (paint-watch.ts), RUNS
 *     times. Target p75 < 300 ms. Each board draws its first FIRST_CARDS cards in that frame and
 *     the rest in a transition after it: the time to the frame painting the last card is reported
 *     beside it (no target).
 * (b) Boards drawn again by a card move, counted with React's commit hook (the one React DevTools
 *     uses, which production builds call too): after every commit, a board column whose fiber was
 *     worked on and performed work (its function ran) was drawn again. A card of the first board
 *     is moved to the second, MOVES times each way: from the keyboard (Space lifts, the arrow
 *     towards the next board, Space drops) and with the pointer (an HTML5 drag onto the second
 *     board's first card). Every commit from the lift to the saved answer counts. Target: only
 *     the two boards involved, every time.
 *
 *   npx tsx packages/features/bench/kanban.bench.ts [--rebuild] [--profile]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from 'playwright-core';

import type { Db } from '../../mocks/src/db/schema.ts';
import { SNAPSHOT_KEY } from '../../mocks/src/persistence/snapshot.ts';
import type { KanbanItem } from '../../mocks/src/types/kanban.ts';
import { adminStorage, buildApp, startPreview } from '../../../scripts/preview-server.mjs';
import {
  NAME_HELPER,
  launchChromium,
  row,
  saveResult,
  settled,
  watchPaints,
} from './paint-watch.ts';
import { scaledSnapshot, servesSnapshot } from './scaled-db.ts';

const BOARDS = 10;
const CARDS_PER_BOARD = 200;
const RUNS = 7;
const MOVES = 3;
const QUIET_MS = 400;
const TARGET_FIRST_PAINT_P75_MS = 300;
const TARGET_BOARDS_PER_MOVE = 2;
/** The page's hooks (kanban/board): a board column, a card's wrapper. */
const BOARD = (id: number) => `[data-testid="kanban-board-${id}"]`;
const CARD = '[data-card-id]';
const ROOT = '[data-testid="kanban-boards"]';
const profiling = process.argv.includes('--profile');
const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../.bench/kanban.json');

/** BOARDS boards of CARDS_PER_BOARD cards, each card a copy of a seeded one under a new id. */
function scaleKanban(db: Db) {
  const samples = db.kanban.items;
  const items: KanbanItem[] = [];
  const boards = Array.from({ length: BOARDS }, (_, b) => ({
    id: b + 1,
    title: `Board ${b + 1}`,
    itemsIds: Array.from({ length: CARDS_PER_BOARD }, (_, c) => {
      const id = b * CARDS_PER_BOARD + c + 1;
      const sample = samples[id % samples.length];
      if (!sample) throw new Error('the seed has no kanban items');
      items.push({ ...sample, id, title: `${sample.title} ${id}` });
      return id;
    }),
  }));
  db.kanban = { boards, items };
}

/**
 * The init script: React's DevTools hook, counting the board columns drawn in each commit while
 * `window.kanbanRenders.armed`. A column is the fiber whose props carry `board`, `items` and
 * `actions`; one worked on in a commit is a new fiber object there (the other of its pair), and it
 * ran its function when it has React's PerformedWork flag (1). The walk stops at the columns.
 */
function countBoardRenders() {
  interface Fiber {
    child: Fiber | null;
    sibling: Fiber | null;
    flags: number;
    memoizedProps: unknown;
  }
  const PERFORMED_WORK = 1;
  const seen = new Map<number, Fiber>();
  const counter = { armed: false, commits: 0, drawn: [] as number[], saves: 0 };
  (window as unknown as { kanbanRenders: typeof counter }).kanbanRenders = counter;
  const boardOf = (fiber: Fiber): number | null => {
    const props = fiber.memoizedProps as Record<string, unknown> | null;
    if (!props || typeof props !== 'object') return null;
    if (!('items' in props) || !('actions' in props)) return null;
    const board = props.board as { id?: unknown } | undefined;
    return typeof board?.id === 'number' ? board.id : null;
  };
  const walk = (top: Fiber | null) => {
    const stack: Fiber[] = top ? [top] : [];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      if (fiber.sibling) stack.push(fiber.sibling);
      const id = boardOf(fiber);
      if (id === null) {
        if (fiber.child) stack.push(fiber.child);
        continue;
      }
      if (counter.armed && seen.get(id) !== fiber && fiber.flags & PERFORMED_WORK) {
        counter.drawn.push(id);
      }
      seen.set(id, fiber);
    }
  };
  // The saves of a card move answered (the fake API answers in the page, out of Playwright's sight).
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await nativeFetch(input, init);
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    if (url.includes('/api/apps/kanban/item/state-update') && response.ok) counter.saves += 1;
    return response;
  };
  let renderers = 0;
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => (renderers += 1),
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        if (counter.armed) counter.commits += 1;
        walk(root.current);
      },
    },
  });
}

interface MoveCount {
  /** The boards drawn again, once each, in the order first drawn. */
  boards: number[];
  commits: number;
}

/** Arms the counter, runs `move`, waits for the saved answer and the boards to settle. */
async function countMove(page: Page, move: () => Promise<void>): Promise<MoveCount> {
  const saves = await page.evaluate(() => {
    const counter = (window as unknown as { kanbanRenders: { saves: number } }).kanbanRenders;
    Object.assign(counter, { armed: true, commits: 0, drawn: [] });
    return counter.saves;
  });
  await move();
  await page.waitForFunction(
    (before) =>
      (window as unknown as { kanbanRenders: { saves: number } }).kanbanRenders.saves > before,
    saves,
  );
  // The answer goes into the cache and is drawn: give it a quiet moment.
  await page.waitForTimeout(QUIET_MS);
  return page.evaluate(() => {
    const counter = (
      window as unknown as { kanbanRenders: { armed: boolean; commits: number; drawn: number[] } }
    ).kanbanRenders;
    counter.armed = false;
    return { boards: [...new Set(counter.drawn)], commits: counter.commits };
  });
}

/** The first card of board `id`, as the element that takes the keyboard. */
const firstCard = (page: Page, id: number) => page.locator(`${BOARD(id)} ${CARD} > *`).first();

// Reuses the build `npm run bench` just made (bench-routes runs first); --rebuild forces one.
buildApp({ rebuild: process.argv.includes('--rebuild') });
const { base, stop } = await startPreview(4188);
const browser = await launchChromium();
try {
  const admin = await adminStorage(browser, base);
  const snapshot = scaledSnapshot(scaleKanban);
  const context = await browser.newContext({
    storageState: { cookies: admin.cookies, origins: [] },
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(NAME_HELPER);
  await context.addInitScript(servesSnapshot, [SNAPSHOT_KEY, snapshot] as const);
  await context.addInitScript(countBoardRenders);
  await context.addInitScript(watchPaints, {
    root: ROOT,
    marker: CARD,
    answer: '/api/apps/kanban(\\?|$)',
  });
  const page = await context.newPage();
  const kanbanUrl = `${base}/apps/kanban?mock-latency=0`;

  const allDrawn: number[] = [];
  const firstCards: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // `--profile`: a CPU profile of the last load, as .bench/kanban.cpuprofile (open it in DevTools).
    const profiler = profiling && run === RUNS - 1 ? await context.newCDPSession(page) : undefined;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    await page.goto(kanbanUrl);
    // The transition drawing the rest changes nothing on screen until it commits: wait for it.
    await page.waitForFunction(
      ([selector, total]) => document.querySelectorAll(selector).length >= total,
      [CARD, BOARDS * CARDS_PER_BOARD] as const,
      { timeout: 120_000 },
    );
    const { start, end, first } = await settled(page, QUIET_MS);
    allDrawn.push(end - start);
    if (profiler) {
      const { profile } = await profiler.send('Profiler.stop');
      mkdirSync(dirname(OUTPUT), { recursive: true });
      writeFileSync(OUTPUT.replace(/\.json$/, '.cpuprofile'), JSON.stringify(profile));
    }
    if (first !== null) firstCards.push(first - start);
  }
  const cards = await page.locator(CARD).count();
  if (cards !== BOARDS * CARDS_PER_BOARD) {
    throw new Error(`The page shows ${cards} cards, not ${BOARDS * CARDS_PER_BOARD}`);
  }

  const keyboard: MoveCount[] = [];
  const pointer: MoveCount[] = [];
  await page.waitForLoadState('networkidle');
  for (let move = 0; move < MOVES; move += 1) {
    keyboard.push(
      await countMove(page, async () => {
        await firstCard(page, 1).focus();
        await page.keyboard.press('Space');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Space');
      }),
    );
    pointer.push(await countMove(page, () => firstCard(page, 1).dragTo(firstCard(page, 2))));
  }

  const moves = [...keyboard, ...pointer];
  const boardsPerMove = moves.map((m) => m.boards.length);
  const rows = [
    row('first paint after the answer', firstCards, TARGET_FIRST_PAINT_P75_MS),
    row('(every card drawn)', allDrawn, null),
  ];
  console.table(rows);
  const moveRows = [
    ...keyboard.map((m, i) => ({ move: `keyboard ${i + 1}`, ...m })),
    ...pointer.map((m, i) => ({ move: `pointer ${i + 1}`, ...m })),
  ].map(({ move, boards, commits }) => ({
    move,
    boardsDrawn: boards.length,
    which: boards.join(', '),
    commits,
    target: TARGET_BOARDS_PER_MOVE,
  }));
  console.table(moveRows);
  const worst = Math.max(...boardsPerMove);
  console.log(
    `Boards drawn per card move: at most ${worst} (target ${TARGET_BOARDS_PER_MOVE}): ${
      worst <= TARGET_BOARDS_PER_MOVE ? 'met' : 'NOT met'
    }`,
  );
  const result = {
    boards: BOARDS,
    cardsPerBoard: CARDS_PER_BOARD,
    quietMs: QUIET_MS,
    rows,
    moves: moveRows,
    maxBoardsDrawnPerMove: worst,
  };
  saveResult(OUTPUT, result);
  await context.close();
} finally {
  await browser.close();
  stop();
}
