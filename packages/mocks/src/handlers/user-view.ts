import { getConfig } from '../config.ts';
import { usersSeed } from '../db/parts/people.ts';
import { userViewsSeed } from '../db/parts/user-views.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  addUserPaymentMethod,
  deleteUserPaymentMethod,
  updateUserBillingAddress,
  updateUserPaymentMethod,
} from '../domains/user-view-billing.ts';
import {
  cancelUserSubscription,
  changeUserPassword,
  getUserView,
  updateUserConnection,
  updateUserNotifications,
  updateUserTwoStep,
} from '../domains/user-view.ts';
import { parseId } from '../lib/ids.ts';
import type { Outcome } from '../lib/outcome.ts';
import { answer, api, del, failure, get, noContent, post, put, readJson } from './kit.ts';

const user = (path: string) => api(`/apps/users/:id${path}`);
const now = () => getConfig().clock();
/** A 204 for a change that answers nothing, else the failure's usual answer. */
const empty = (outcome: Outcome<null>) => (outcome.ok ? noContent() : failure(outcome.failure));

/**
 * Extension: the user view's calls under `/api/apps/users/{id}/…` (packages/mocks/README.md,
 * "User view (extension)"). Every one answers `404 { message: 'User not found' }` for an unknown id.
 */
export const userViewHandlers = withSeeds(
  [usersSeed, userViewsSeed],
  [
    get(user('/view'), ({ params }) => answer(getUserView(getDb(), parseId(params.id), now()))),
    put(user('/notifications'), async ({ request, params }) =>
      answer(updateUserNotifications(getDb(), parseId(params.id), await readJson(request), now())),
    ),
    put(user('/two-step'), async ({ request, params }) =>
      answer(updateUserTwoStep(getDb(), parseId(params.id), await readJson(request), now())),
    ),
    post(user('/password'), async ({ request, params }) =>
      empty(changeUserPassword(getDb(), parseId(params.id), await readJson(request), now())),
    ),
    post(user('/subscription/cancel'), ({ params }) =>
      answer(cancelUserSubscription(getDb(), parseId(params.id), now())),
    ),
    put(user('/connections/:service'), async ({ request, params }) =>
      answer(
        updateUserConnection(
          getDb(),
          parseId(params.id),
          params.service,
          await readJson(request),
          now(),
        ),
      ),
    ),
    post(user('/payment-methods'), async ({ request, params }) =>
      answer(
        addUserPaymentMethod(getDb(), parseId(params.id), await readJson(request), now()),
        201,
      ),
    ),
    put(user('/payment-methods/:methodId'), async ({ request, params }) =>
      answer(
        updateUserPaymentMethod(
          getDb(),
          parseId(params.id),
          parseId(params.methodId),
          await readJson(request),
          now(),
        ),
      ),
    ),
    del(user('/payment-methods/:methodId'), ({ params }) =>
      empty(deleteUserPaymentMethod(getDb(), parseId(params.id), parseId(params.methodId), now())),
    ),
    put(user('/billing-address'), async ({ request, params }) =>
      answer(updateUserBillingAddress(getDb(), parseId(params.id), await readJson(request), now())),
    ),
  ],
);
