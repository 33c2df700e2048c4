import { searchSeed } from '../db/parts/pages.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { searchIndex } from '../domains/search.ts';
import { api, get, json } from './kit.ts';

export const searchHandlers = withSeeds(
  [searchSeed],
  [
    get(api('/app-bar/search'), ({ url }) =>
      json(searchIndex(getDb().searchIndex, url.searchParams)),
    ),
  ],
);
