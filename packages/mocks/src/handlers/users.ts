import { usersSeed } from '../db/parts/people.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  createUser,
  deleteUser,
  findUser,
  listUsers,
  updateUser,
  USER_NOT_FOUND,
} from '../domains/users.ts';
import { parseId } from '../lib/ids.ts';
import { api, collection, message } from './kit.ts';

// README "Calls": create answers 201 and the body (as stored, with its new id).
export const usersHandlers = withSeeds(
  [usersSeed],
  collection({
    path: api('/apps/users'),
    rows: () => getDb().users,
    id: parseId,
    list: listUsers,
    find: findUser,
    create: createUser,
    update: updateUser,
    remove: deleteUser,
    missing: () => message(404, USER_NOT_FOUND),
  }),
);
