import { usersSeed } from '../db/parts/people.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  createUser,
  deleteUser,
  findUser,
  listUsers,
  updateUser,
  USER_NOT_FOUND,
  usersSummary,
} from '../domains/users.ts';
import { parseId } from '../lib/ids.ts';
import { api, collection, get, json, message } from './kit.ts';

// README "Calls": create answers 201 and the body (as stored, with its new id). The summary
// (README "Users list summary") comes before the collection, or `/summary` would be read as an id.
export const usersHandlers = withSeeds(
  [usersSeed],
  [
    get(api('/apps/users/summary'), () => json(usersSummary(getDb().users))),
    ...collection({
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
  ],
);
