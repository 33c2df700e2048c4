import { getConfig } from '../config.ts';
import { accountsSeed } from '../db/parts/accounts.ts';
import { invoiceSeed } from '../db/parts/invoice.ts';
import { signedInAccountsSeed } from '../db/parts/signed-in-accounts.ts';
import { getDb, withSeeds } from '../db/store.ts';
import {
  accountView,
  changeAccountPassword,
  deactivateAccount,
  resetAvatar,
  signedInAccount,
  updateAccountProfile,
  updateAvatar,
  type SignedIn,
} from '../domains/signed-in-account.ts';
import {
  addAccountCard,
  changeAccountPlan,
  createApiKey,
  deleteAccountCard,
  deleteApiKey,
  updateAccountBillingAddress,
  updateAccountCard,
  updateAccountConnections,
  updateAccountNotifications,
  updateAccountTwoStep,
} from '../domains/signed-in-account-settings.ts';
import { accountInvoices } from '../domains/signed-in-account-invoices.ts';
import { parseId } from '../lib/ids.ts';
import type { Outcome } from '../lib/outcome.ts';
import {
  answer,
  api,
  del,
  failure,
  get,
  json,
  message,
  noContent,
  post,
  put,
  readJson,
  type RouteContext,
} from './kit.ts';

const path = (rest = '') => api(`/pages/account-settings${rest}`);
const now = () => getConfig().clock();
/** A 204 for a change that answers nothing, else the failure's usual answer. */
const empty = (outcome: Outcome<null>) => (outcome.ok ? noContent() : failure(outcome.failure));

/** Runs `reply` for the token's account, or answers 401 without a known token. */
const mine =
  (reply: (account: SignedIn, ctx: RouteContext) => Response | Promise<Response>) =>
  (ctx: RouteContext) => {
    const account = signedInAccount(getDb(), ctx.request.headers.get('Authorization'), now());
    return account ? reply(account, ctx) : message(401, 'Unauthenticated.');
  };

/**
 * Extension: the signed-in user's own settings under `/api/pages/account-settings` (packages/mocks/
 * README.md, "Signed-in account settings"). The bearer token says whose; 401 without one.
 */
export const signedInAccountHandlers = withSeeds(
  [accountsSeed, signedInAccountsSeed, invoiceSeed],
  [
    get(
      path('/invoices'),
      mine((account) => json(accountInvoices(getDb().invoices, account))),
    ),
    get(
      path(),
      mine((account) => json(accountView(account, now()))),
    ),
    put(
      path('/account'),
      mine(async (account, { request }) =>
        answer(updateAccountProfile(getDb(), account, await readJson(request))),
      ),
    ),
    put(
      path('/avatar'),
      mine(async (account, { request }) => answer(updateAvatar(account, await readJson(request)))),
    ),
    del(
      path('/avatar'),
      mine((account) => answer(resetAvatar(account))),
    ),
    post(
      path('/deactivate'),
      mine(async (account, { request }) =>
        empty(deactivateAccount(account, await readJson(request))),
      ),
    ),
    post(
      path('/password'),
      mine(async (account, { request }) =>
        empty(changeAccountPassword(account, await readJson(request))),
      ),
    ),
    put(
      path('/two-step'),
      mine(async (account, { request }) =>
        answer(updateAccountTwoStep(account, await readJson(request))),
      ),
    ),
    post(
      path('/api-keys'),
      mine(async (account, { request }) =>
        answer(createApiKey(account, await readJson(request), now()), 201),
      ),
    ),
    del(
      path('/api-keys/:id'),
      mine((account, { params }) => empty(deleteApiKey(account, parseId(params.id)))),
    ),
    put(
      path('/notifications'),
      mine(async (account, { request }) =>
        answer(updateAccountNotifications(account, await readJson(request))),
      ),
    ),
    put(
      path('/connections'),
      mine(async (account, { request }) =>
        answer(updateAccountConnections(account, await readJson(request))),
      ),
    ),
    post(
      path('/plan'),
      mine(async (account, { request }) =>
        answer(changeAccountPlan(account, await readJson(request), now())),
      ),
    ),
    post(
      path('/payment-methods'),
      mine(async (account, { request }) =>
        answer(addAccountCard(account, await readJson(request), now()), 201),
      ),
    ),
    put(
      path('/payment-methods/:id'),
      mine(async (account, { request, params }) =>
        answer(updateAccountCard(account, parseId(params.id), await readJson(request), now())),
      ),
    ),
    del(
      path('/payment-methods/:id'),
      mine((account, { params }) => empty(deleteAccountCard(account, parseId(params.id)))),
    ),
    put(
      path('/billing-address'),
      mine(async (account, { request }) =>
        answer(updateAccountBillingAddress(account, await readJson(request))),
      ),
    ),
  ],
);
