import { getDb } from '../db/store.ts';
import {
  createUser,
  deleteUser,
  findUser,
  listUsers,
  updateUser,
  USER_NOT_FOUND,
} from '../domains/users.ts';
import { parseId } from '../lib/ids.ts';
import {
  answer,
  api,
  del,
  get,
  json,
  message,
  noContent,
  patch,
  post,
  put,
  readJson,
} from './kit.ts';

export const usersHandlers = [
  get(api('/apps/users'), ({ url }) => json(listUsers(getDb().users, url.searchParams))),
  get(api('/apps/users/:id'), ({ params }) => {
    const user = findUser(getDb().users, parseId(params.id));
    return user ? json(user) : message(404, USER_NOT_FOUND);
  }),
  // README "Calls": 201 and the body (as stored, with its new id).
  post(api('/apps/users'), async ({ request }) =>
    answer(createUser(getDb().users, await readJson(request)), 201),
  ),
  put(api('/apps/users/:id'), async ({ request, params }) =>
    answer(updateUser(getDb().users, parseId(params.id), await readJson(request))),
  ),
  patch(api('/apps/users/:id'), async ({ request, params }) =>
    answer(updateUser(getDb().users, parseId(params.id), await readJson(request))),
  ),
  del(api('/apps/users/:id'), ({ params }) =>
    deleteUser(getDb().users, parseId(params.id)) ? noContent() : message(404, USER_NOT_FOUND),
  ),
];
