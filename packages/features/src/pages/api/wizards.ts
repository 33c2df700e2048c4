import type {
  CheckoutCart,
  CheckoutCoupon,
  CheckoutOrderInput,
  CheckoutOrderResult,
  WizardDeal,
  WizardDealInput,
  WizardProperty,
  WizardPropertyInput,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';

const WIZARDS = 'pages/wizards';

/** The wizard examples' calls (packages/mocks/README.md "Wizards (extension)"). */
export const wizardsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The seeded cart (in-stock products) and the signed-in user's saved addresses. */
    getCheckoutCart: build.query<CheckoutCart, void>({
      query: () => `${WIZARDS}/checkout/cart`,
    }),
    /** 200 `{ coupon }`; 400 `errors.code` for an unknown code. */
    checkCoupon: build.mutation<{ coupon: CheckoutCoupon }, { code: string }>({
      query: (body) => ({ url: `${WIZARDS}/checkout/coupon`, method: 'POST', body }),
    }),
    /** 201 `{ order }`, a new e-commerce order: the order lists refresh. */
    placeCheckoutOrder: build.mutation<CheckoutOrderResult, CheckoutOrderInput>({
      query: (body) => ({ url: `${WIZARDS}/checkout`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Customer'],
    }),
    /** 201 the stored deal; 400 field errors. */
    createWizardDeal: build.mutation<WizardDeal, WizardDealInput>({
      query: (body) => ({ url: `${WIZARDS}/deals`, method: 'POST', body }),
    }),
    /** 201 the stored listing with its price per area; 400 field errors. */
    createWizardProperty: build.mutation<WizardProperty, WizardPropertyInput>({
      query: (body) => ({ url: `${WIZARDS}/properties`, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetCheckoutCartQuery,
  useCheckCouponMutation,
  usePlaceCheckoutOrderMutation,
  useCreateWizardDealMutation,
  useCreateWizardPropertyMutation,
} = wizardsApi;
