// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { KanbanData } from '../types/kanban.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const KANBAN = '/api/apps/kanban';
const boardTitles = () => getDb().kanban.boards.map((b) => b.title);

describe('kanban boards', () => {
  it('answers boards and items', async () => {
    const { body } = await getJson<KanbanData>(KANBAN);
    expect(body.boards.map((b) => b.title)).toEqual(['In Progress', 'In Review', 'Done']);
    expect(body.items).toHaveLength(8);
  });

  it('renames a board by statusId (or boardId)', async () => {
    expect(
      (await call('PUT', `${KANBAN}/board/rename`, { statusId: 2, newName: 'QA' })).status,
    ).toBe(200);
    await call('PUT', `${KANBAN}/board/rename`, { boardId: 3, newName: 'Shipped' });
    expect(boardTitles()).toEqual(['In Progress', 'QA', 'Shipped']);
    expect(
      (await call('PUT', `${KANBAN}/board/rename`, { statusId: 9, newName: 'X' })).status,
    ).toBe(404);
    expect((await call('PUT', `${KANBAN}/board/rename`, { statusId: 1 })).status).toBe(400);
  });

  it('adds a board with id = board count + 1 and refuses a duplicate title with a network error', async () => {
    const added = await call('POST', `${KANBAN}/board/add`, { title: 'Blocked' });
    expect(added.status).toBe(201);
    expect(getDb().kanban.boards.at(-1)).toEqual({ id: 4, title: 'Blocked', itemsIds: [] });
    expect((await call('POST', `${KANBAN}/board/add`, { title: 'done' })).networkError).toBe(true);
    expect((await call('POST', `${KANBAN}/board/add`, {})).networkError).toBe(true);
    expect(boardTitles()).toHaveLength(4);
  });

  it('keeps new board ids unique after a deletion', async () => {
    expect((await call('DELETE', `${KANBAN}/board/1`)).status).toBe(204);
    await call('POST', `${KANBAN}/board/add`, { title: 'Backlog' });
    const ids = getDb().kanban.boards.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('deletes a board with its items', async () => {
    await call('DELETE', `${KANBAN}/board/1`);
    expect(boardTitles()).toEqual(['In Review', 'Done']);
    expect(getDb().kanban.items.map((i) => i.id)).toEqual([3, 4, 5, 6, 7, 8]);
    expect((await call('DELETE', `${KANBAN}/board/1`)).status).toBe(404);
  });

  it('reorders boards from the ordered id list', async () => {
    await call('PUT', `${KANBAN}/board/state-update`, [3, 1, 2]);
    expect(boardTitles()).toEqual(['Done', 'In Progress', 'In Review']);
    await call('PUT', `${KANBAN}/board/state-update`, { ids: [2] });
    expect(boardTitles()).toEqual(['In Review', 'Done', 'In Progress']);
    expect((await call('PUT', `${KANBAN}/board/state-update`, { ids: 'x' })).status).toBe(400);
  });
});

describe('kanban items', () => {
  it('adds an item that starts empty, to the board named (or given by statusId)', async () => {
    const { status } = await call('POST', `${KANBAN}/item/add`, {
      itemTitle: 'Write launch email',
      boardName: 'In Review',
    });
    expect(status).toBe(201);
    expect(getDb().kanban.items.at(-1)).toEqual({
      id: 9,
      title: 'Write launch email',
      dueDate: '',
      labels: [],
      members: [],
      comments: '',
      attachments: 0,
      commentsCount: 0,
      image: '',
    });
    expect(getDb().kanban.boards[1]?.itemsIds.at(-1)).toBe(9);
    await call('POST', `${KANBAN}/item/add`, {
      itemTitle: 'Second',
      boardName: 'anything',
      statusId: 3,
    });
    expect(getDb().kanban.boards[2]?.itemsIds.at(-1)).toBe(10);
  });

  it.each([
    ['no itemTitle', { boardName: 'Done' }],
    ['no boardName', { itemTitle: 'X' }],
    ['an unknown board', { itemTitle: 'X', boardName: 'Nowhere' }],
    ['no body', undefined],
  ])('answers a network error for %s', async (_, payload) => {
    expect((await call('POST', `${KANBAN}/item/add`, payload)).networkError).toBe(true);
    expect(getDb().kanban.items).toHaveLength(8);
  });

  it('updates an item', async () => {
    const { status } = await call('PUT', `${KANBAN}/item/update`, {
      item: { id: 1, title: 'Research FAQ UX', labels: ['UX', 'App'] },
    });
    expect(status).toBe(200);
    expect(getDb().kanban.items[0]).toMatchObject({
      title: 'Research FAQ UX',
      labels: ['UX', 'App'],
      commentsCount: 12,
    });
    expect((await call('PUT', `${KANBAN}/item/update`, { item: { id: 99 } })).status).toBe(404);
    expect(
      (await call('PUT', `${KANBAN}/item/update`, { item: { id: 1, attachments: -2 } })).status,
    ).toBe(400);
    expect((await call('PUT', `${KANBAN}/item/update`, { id: 1 })).status).toBe(400);
  });

  it('deletes an item and removes it from its board', async () => {
    expect((await call('DELETE', `${KANBAN}/item/3`)).status).toBe(204);
    expect(getDb().kanban.items.some((i) => i.id === 3)).toBe(false);
    expect(getDb().kanban.boards[1]?.itemsIds).toEqual([4, 5]);
    expect((await call('DELETE', `${KANBAN}/item/3`)).status).toBe(404);
  });

  it('moves and reorders items through id lists', async () => {
    await call('PUT', `${KANBAN}/item/state-update`, { statusId: 1, ids: [3, 2, 1] });
    expect(getDb().kanban.boards.map((b) => b.itemsIds)).toEqual([
      [3, 2, 1],
      [4, 5],
      [6, 7, 8],
    ]);
    await call('PUT', `${KANBAN}/item/state-update`, { statusId: 3, ids: [8, 6, 7, 999] });
    expect(getDb().kanban.boards[2]?.itemsIds).toEqual([8, 6, 7]);
    expect(
      (await call('PUT', `${KANBAN}/item/state-update`, { statusId: 9, ids: [] })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `${KANBAN}/item/state-update`, { statusId: 1, ids: 'all' })).status,
    ).toBe(400);
  });
});
