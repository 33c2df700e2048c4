import { pagesSeed } from '../db/parts/pages.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { setProfileConnected, setProfileConnection } from '../domains/profile.ts';
import { answer, api, put, readJson } from './kit.ts';

/** The profile page's saves (packages/mocks/README.md, "User profile (extension)"). */
export const profileHandlers = withSeeds(
  [pagesSeed],
  [
    put(api('/pages/profile/header'), async ({ request }) =>
      answer(setProfileConnected(getDb(), await readJson(request))),
    ),
    put(api('/pages/profile/connections/:name'), async ({ request, params }) =>
      answer(setProfileConnection(getDb(), params.name, await readJson(request))),
    ),
  ],
);
