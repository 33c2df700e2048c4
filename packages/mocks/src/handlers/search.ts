import { getDb } from '../db/store.ts';
import { searchIndex } from '../domains/search.ts';
import { api, get, json } from './kit.ts';

export const searchHandlers = [
  get(api('/app-bar/search'), ({ url }) =>
    json(searchIndex(getDb().searchIndex, url.searchParams)),
  ),
];
