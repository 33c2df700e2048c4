import { getConfig } from '../config.ts';
import { accountsSeed } from '../db/parts/accounts.ts';
import { helpCenterSeed } from '../db/parts/help-center.ts';
import { pagesSeed } from '../db/parts/pages.ts';
import { signedInAccountsSeed } from '../db/parts/signed-in-accounts.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { userIdFromToken } from '../domains/auth.ts';
import { currentPlan, helpArticle, recordHelpFeedback } from '../domains/help-center.ts';
import { answer, api, get, json, post, readJson } from './kit.ts';

/** The help center's article and feedback, and the pricing page's plan (README "Help center and pricing"). */
export const helpCenterHandlers = withSeeds(
  [pagesSeed, helpCenterSeed, accountsSeed, signedInAccountsSeed],
  [
    get(api('/pages/help-center/article'), ({ url }) => {
      const db = getDb();
      const tables = {
        help: db.helpCenter,
        stored: db.helpCenterArticle,
        stats: db.helpArticleStats,
      };
      return answer(helpArticle(tables, url.searchParams, getConfig().clock()));
    }),
    post(api('/pages/help-center/article/feedback'), async ({ request }) => {
      const db = getDb();
      const tables = { help: db.helpCenter, stats: db.helpArticleStats };
      return answer(recordHelpFeedback(tables, await readJson(request), getConfig().clock()));
    }),
    get(api('/pages/pricing/current-plan'), ({ request }) => {
      const db = getDb();
      const userId = userIdFromToken(request.headers.get('Authorization'));
      return json(currentPlan(db, userId, getConfig().clock()));
    }),
  ],
);
