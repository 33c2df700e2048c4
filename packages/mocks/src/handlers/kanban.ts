import { kanbanSeed } from '../db/parts/planning.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  addBoard,
  addItem,
  deleteBoard,
  deleteItem,
  renameBoard,
  reorderBoards,
  setBoardItems,
  updateItem,
} from '../domains/kanban.ts';
import { parseId } from '../lib/ids.ts';
import type { Outcome } from '../lib/outcome.ts';
import { api, del, failure, get, json, message, noContent, post, put, readJson } from './kit.ts';

const base = (path: string) => api(`/apps/kanban${path}`);

/** Mutations answer the whole board state, so a client can replace its copy in one step. */
const answer = (outcome: Outcome<unknown>, status = 200): Response =>
  outcome.ok ? json(getDb().kanban, status) : failure(outcome.failure);

export const kanbanHandlers = withSeeds(
  [kanbanSeed],
  [
    get(base(''), () => json(getDb().kanban)),
    put(base('/board/rename'), async ({ request }) =>
      answer(renameBoard(getDb().kanban, await readJson(request))),
    ),
    put(base('/board/state-update'), async ({ request }) =>
      answer(reorderBoards(getDb().kanban, await readJson(request))),
    ),
    post(base('/board/add'), async ({ request }) =>
      answer(addBoard(getDb().kanban, await readJson(request)), 201),
    ),
    del(base('/board/:id'), ({ params }) =>
      deleteBoard(getDb().kanban, parseId(params.id))
        ? noContent()
        : message(404, 'Board not found'),
    ),
    post(base('/item/add'), async ({ request }) =>
      answer(addItem(getDb().kanban, await readJson(request)), 201),
    ),
    put(base('/item/update'), async ({ request }) =>
      answer(updateItem(getDb().kanban, await readJson(request))),
    ),
    put(base('/item/state-update'), async ({ request }) =>
      answer(setBoardItems(getDb().kanban, await readJson(request))),
    ),
    del(base('/item/:id'), ({ params }) =>
      deleteItem(getDb().kanban, parseId(params.id)) ? noContent() : message(404, 'Item not found'),
    ),
  ],
);
