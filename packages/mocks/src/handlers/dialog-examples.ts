import { getConfig } from '../config.ts';
import { dialogExamplesSeed } from '../db/parts/dialog-examples.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  createApp,
  getProjectShare,
  listApps,
  listProjectShares,
  listProviders,
  updateProjectShare,
  updateProviders,
} from '../domains/dialog-examples.ts';
import { answer, api, get, json, post, put, readJson } from './kit.ts';

const path = (rest: string) => api(`/pages/dialog-examples${rest}`);

/**
 * Extension: what the dialog examples page saves, under `/api/pages/dialog-examples/…`
 * (packages/mocks/README.md, "Dialog examples (extension)").
 */
export const dialogExamplesHandlers = withSeeds(
  [dialogExamplesSeed],
  [
    get(path('/share'), () => json(listProjectShares(getDb()))),
    get(path('/share/:projectId'), ({ params }) =>
      answer(getProjectShare(getDb(), params.projectId)),
    ),
    put(path('/share/:projectId'), async ({ request, params }) =>
      answer(updateProjectShare(getDb(), params.projectId, await readJson(request))),
    ),
    get(path('/apps'), () => json(listApps(getDb()))),
    post(path('/apps'), async ({ request }) =>
      answer(createApp(getDb(), await readJson(request), getConfig().clock()), 201),
    ),
    get(path('/providers'), () => json(listProviders(getDb()))),
    put(path('/providers'), async ({ request }) =>
      answer(updateProviders(getDb(), await readJson(request))),
    ),
  ],
);
