import { getConfig } from '../config.ts';
import { getDb } from '../db/store.ts';
import { updateSettings } from '../domains/ecommerce/settings.ts';
import { inviteReferral, referralSummary, reviewSummary } from '../domains/ecommerce/summaries.ts';
import { answer, api, get, json, post, put, readJson } from './kit.ts';

const base = (path: string) => api(`/apps/ecommerce${path}`);

/**
 * Extension: the calls of the reviews, referrals and settings screens (README "Extensions").
 * Listed before the contract handlers so `/reviews/summary` is never read as a review id.
 */
export const ecommerceSummaryAndSettingsHandlers = [
  get(base('/reviews/summary'), () => json(reviewSummary(getDb().reviews, getConfig().clock()))),
  get(base('/referrals/summary'), () => json(referralSummary(getDb().referrals))),
  post(base('/referrals/invite'), async ({ request }) => {
    const outcome = inviteReferral(await readJson(request), getConfig().clock());
    return answer(outcome, 202);
  }),
  get(base('/settings'), () => json(getDb().ecommerceSettings)),
  put(base('/settings'), async ({ request }) => {
    const outcome = updateSettings(getDb().ecommerceSettings, await readJson(request));
    return answer(outcome);
  }),
];
