import { countPlusOne, nextId } from '../lib/ids.ts';
import { genericError, invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { isRecord } from '../lib/text.ts';
import { BodyReader, defined } from '../lib/validate.ts';
import type { KanbanBoard, KanbanData, KanbanItem, KanbanMember } from '../types/kanban.ts';

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * The board id of a body: `statusId` (README "Calls") or `boardId`, as a number or numeric text.
 */
function boardIdOf(body: Record<string, unknown>): number | null {
  const raw = body.statusId ?? body.boardId;
  const id = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return isId(id) ? id : null;
}

/** PUT /api/apps/kanban/board/rename with statusId (the board id) and newName. */
export function renameBoard(kanban: KanbanData, body: unknown): Outcome<KanbanBoard> {
  if (!isRecord(body)) return invalid({ body: ['The request body must be a JSON object.'] });
  const reader = new BodyReader(body);
  const newName = reader.string('newName', { max: 80 });
  const id = boardIdOf(body);
  if (id === null) reader.fail('statusId', 'statusId must be a board id.');
  if (!reader.ok || newName === undefined) return invalid(reader.errors);
  const board = kanban.boards.find((b) => b.id === id);
  if (!board) return notFound('Board not found');
  board.title = newName;
  return success(board);
}

/** DELETE /api/apps/kanban/board/{id}: the board goes, and so do its items. */
export function deleteBoard(kanban: KanbanData, id: number | null): boolean {
  const board = kanban.boards.find((b) => b.id === id);
  if (!board) return false;
  kanban.boards = kanban.boards.filter((b) => b !== board);
  kanban.items = kanban.items.filter((i) => !board.itemsIds.includes(i.id));
  return true;
}

/**
 * POST /api/apps/kanban/board/add: id = board count + 1 (README "Seed"). A missing title or one
 * that already exists (case-insensitively) is the generic error of README "Errors".
 */
export function addBoard(kanban: KanbanData, body: unknown): Outcome<KanbanBoard> {
  const title = isRecord(body) && typeof body.title === 'string' ? body.title.trim() : '';
  if (title === '') return genericError('A board needs a title.');
  if (kanban.boards.some((b) => b.title.toLowerCase() === title.toLowerCase()))
    return genericError('A board with this title exists.');
  const board: KanbanBoard = { id: countPlusOne(kanban.boards), title, itemsIds: [] };
  kanban.boards.push(board);
  return success(board);
}

/**
 * POST /api/apps/kanban/item/add: itemTitle and boardName are required (else the generic error);
 * the board is found by statusId, else by name. New items start empty (README "Records and value
 * sets").
 */
export function addItem(kanban: KanbanData, body: unknown): Outcome<KanbanItem> {
  if (!isRecord(body)) return genericError('itemTitle and boardName are required.');
  const itemTitle = typeof body.itemTitle === 'string' ? body.itemTitle.trim() : '';
  const boardName = typeof body.boardName === 'string' ? body.boardName.trim() : '';
  if (itemTitle === '' || boardName === '')
    return genericError('itemTitle and boardName are required.');
  const id = boardIdOf(body);
  const board =
    kanban.boards.find((b) => b.id === id) ??
    kanban.boards.find((b) => b.title.toLowerCase() === boardName.toLowerCase());
  if (!board) return genericError('No such board.');
  const item: KanbanItem = {
    id: nextId(kanban.items),
    title: itemTitle,
    dueDate: '',
    labels: [],
    members: [],
    comments: '',
    attachments: 0,
    commentsCount: 0,
    image: '',
  };
  kanban.items.push(item);
  board.itemsIds.push(item.id);
  return success(item);
}

const isMember = (v: unknown): v is KanbanMember =>
  isRecord(v) && typeof v.name === 'string' && typeof v.img === 'string';
const isText = (v: unknown): v is string => typeof v === 'string';

/** PUT /api/apps/kanban/item/update with { item }: merges the valid fields into the item of that id. */
export function updateItem(kanban: KanbanData, body: unknown): Outcome<KanbanItem> {
  const raw = isRecord(body) ? body.item : undefined;
  if (!isRecord(raw) || !isId(raw.id))
    return invalid({ item: ['item must be an object with a numeric id.'] });
  const item = kanban.items.find((i) => i.id === raw.id);
  if (!item) return notFound('Item not found');
  const reader = new BodyReader(raw, true);
  const patch = defined({
    title: reader.string('title', { max: 200 }),
    dueDate: reader.string('dueDate', { allowEmpty: true, max: 40 }),
    labels: reader.list('labels', isText, { what: 'texts' }),
    members: reader.list('members', isMember, { what: 'members with name and img' }),
    comments: reader.string('comments', { allowEmpty: true, max: 5_000 }),
    attachments: reader.number('attachments', { integer: true, min: 0 }),
    commentsCount: reader.number('commentsCount', { integer: true, min: 0 }),
    image: reader.string('image', { allowEmpty: true, max: 300 }),
  });
  if (!reader.ok) return invalid(reader.errors);
  Object.assign(item, patch);
  return success(item);
}

/** DELETE /api/apps/kanban/item/{id}: also removed from every board. */
export function deleteItem(kanban: KanbanData, id: number | null): boolean {
  const index = kanban.items.findIndex((i) => i.id === id);
  if (index === -1) return false;
  kanban.items.splice(index, 1);
  for (const board of kanban.boards)
    board.itemsIds = board.itemsIds.filter((itemId) => itemId !== id);
  return true;
}

/**
 * PUT /api/apps/kanban/item/state-update with statusId and ids: the board's items become `ids`
 * in that order (unknown ids dropped), and those items leave any other board, so a move between
 * boards is consistent whichever board the client updates first.
 */
export function setBoardItems(kanban: KanbanData, body: unknown): Outcome<KanbanBoard> {
  if (!isRecord(body)) return invalid({ body: ['The request body must be a JSON object.'] });
  const id = boardIdOf(body);
  if (id === null) return invalid({ statusId: ['statusId must be a board id.'] });
  if (!Array.isArray(body.ids) || !body.ids.every(isId))
    return invalid({ ids: ['ids must be a list of item ids.'] });
  const board = kanban.boards.find((b) => b.id === id);
  if (!board) return notFound('Board not found');
  const known = new Set(kanban.items.map((i) => i.id));
  const ids = [...new Set(body.ids)].filter((itemId) => known.has(itemId));
  for (const other of kanban.boards)
    if (other !== board) other.itemsIds = other.itemsIds.filter((itemId) => !ids.includes(itemId));
  board.itemsIds = ids;
  return success(board);
}

/**
 * PUT /api/apps/kanban/board/state-update with the ordered board ids (a bare list, or { ids } /
 * { boardIds }). Boards missing from the list keep their relative order at the end.
 */
export function reorderBoards(kanban: KanbanData, body: unknown): Outcome<KanbanBoard[]> {
  const raw = Array.isArray(body) ? body : isRecord(body) ? (body.ids ?? body.boardIds) : undefined;
  if (!Array.isArray(raw) || !raw.every(isId))
    return invalid({ ids: ['ids must be a list of board ids.'] });
  const order = new Map(raw.map((id, index) => [id, index]));
  kanban.boards = [...kanban.boards].sort(
    (a, b) => (order.get(a.id) ?? raw.length) - (order.get(b.id) ?? raw.length),
  );
  return success(kanban.boards);
}
