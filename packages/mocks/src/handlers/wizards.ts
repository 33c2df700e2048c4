import { getConfig } from '../config.ts';
import { accountsSeed } from '../db/parts/accounts.ts';
import { shopSeed } from '../db/parts/shop.ts';
import { wizardsSeed } from '../db/parts/wizards.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { userIdFromToken } from '../domains/auth.ts';
import { checkCoupon, checkoutCart, placeCheckoutOrder } from '../domains/checkout-order.ts';
import { createDeal, createProperty } from '../domains/wizards.ts';
import type { LoginUser } from '../types/auth.ts';
import { answer, api, get, json, post, readJson } from './kit.ts';

const signedIn = (request: Request): LoginUser | undefined => {
  const id = userIdFromToken(request.headers.get('Authorization'));
  return getDb().loginUsers.find((u) => u.id === id);
};

/** The wizard examples' calls (README "Wizards (extension)"). */
export const wizardsHandlers = withSeeds(
  [wizardsSeed, shopSeed, accountsSeed],
  [
    get(api('/pages/wizards/checkout/cart'), ({ request }) =>
      json(checkoutCart(getDb().products, signedIn(request))),
    ),
    // 200 with { coupon } or 400 with { errors: { code: [message] } }.
    post(api('/pages/wizards/checkout/coupon'), async ({ request }) =>
      answer(checkCoupon(await readJson(request))),
    ),
    // 201 with { order }: a new e-commerce order; 400 with field errors.
    post(api('/pages/wizards/checkout'), async ({ request }) => {
      const db = getDb();
      const context = {
        products: db.products,
        orders: db.orders,
        customers: db.customers,
        user: signedIn(request),
        now: getConfig().clock(),
      };
      return answer(placeCheckoutOrder(context, await readJson(request)), 201);
    }),
    post(api('/pages/wizards/deals'), async ({ request }) =>
      answer(createDeal(getDb().wizardDeals, await readJson(request), getConfig().clock()), 201),
    ),
    post(api('/pages/wizards/properties'), async ({ request }) =>
      answer(
        createProperty(getDb().wizardProperties, await readJson(request), getConfig().clock()),
        201,
      ),
    ),
  ],
);
