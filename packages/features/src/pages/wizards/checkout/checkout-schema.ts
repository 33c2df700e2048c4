import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import {
  CHECKOUT_MAX_QTY,
  CHECKOUT_PAYMENT_METHODS,
  expiryProblem,
  isValidCardNumber,
  isValidCvc,
} from '@atrium/mocks/values';
import type { CheckoutCart, CheckoutOrderInput, OrderAddress } from '@atrium/mocks/types';

import type { PagesTexts } from '../../locales/index.ts';

/** Choosing this instead of a saved address shows the address fields. */
export const NEW_ADDRESS = 'new';

const EMPTY_ADDRESS: OrderAddress = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};

/** The address fields a new address must have (line2 and state may stay empty). */
export const REQUIRED_ADDRESS_FIELDS = ['name', 'line1', 'city', 'postalCode', 'country'] as const;
const ADDRESS_PATHS = [
  'address.name',
  'address.line1',
  'address.line2',
  'address.city',
  'address.state',
  'address.postalCode',
  'address.country',
] as const;

/** Each step's values, in the order they are shown: Next checks these. */
export const CHECKOUT_STEP_FIELDS = {
  cart: ['lines', 'couponCode'],
  address: ['addressId', ...ADDRESS_PATHS],
  payment: ['paymentMethod', 'cardNumber', 'cardName', 'expiry', 'cvc', 'paypalEmail'],
  confirm: [],
} as const;

type CheckoutErrorKey = keyof PagesTexts['wizards']['checkout']['errors'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function useCheckoutRules() {
  const { t } = useTranslation('pages');
  const message = (key: CheckoutErrorKey) => t(`wizards.checkout.errors.${key}`);
  const qty = z
    .number({ error: message('qty') })
    .int(message('qty'))
    .min(1, message('qty'))
    .max(CHECKOUT_MAX_QTY, message('qty'));
  const line = z.object({
    productId: z.number(),
    productName: z.string(),
    productBrand: z.string(),
    image: z.string(),
    price: z.number(),
    qty,
  });
  const base = z.object({
    lines: z.array(line).min(1, message('emptyCart')),
    couponCode: z.string(),
    coupon: z.object({ code: z.string(), percent: z.number() }).nullable(),
    addressId: z.string().min(1, message('address')),
    address: z.object({
      name: z.string(),
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      state: z.string(),
      postalCode: z.string(),
      country: z.string(),
    }),
    paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS),
    cardNumber: z.string(),
    cardName: z.string(),
    expiry: z.string(),
    cvc: z.string(),
    paypalEmail: z.string(),
  });
  return { base, message };
}

/** The whole checkout's rules; a new address and the chosen payment's fields are checked too. */
export function useCheckoutSchema() {
  const { base, message } = useCheckoutRules();
  return base.superRefine((values, ctx) => {
    const fail = (path: (string | number)[], key: CheckoutErrorKey) =>
      ctx.addIssue({ code: 'custom', path, message: message(key) });
    if (values.addressId === NEW_ADDRESS)
      for (const field of REQUIRED_ADDRESS_FIELDS)
        if (!values.address[field].trim()) fail(['address', field], 'required');
    if (values.paymentMethod === 'paypal') {
      if (!EMAIL.test(values.paypalEmail.trim())) fail(['paypalEmail'], 'email');
      return;
    }
    if (!isValidCardNumber(values.cardNumber)) fail(['cardNumber'], 'cardNumber');
    if (!values.cardName.trim()) fail(['cardName'], 'required');
    // "Now" is read when the form checks it: a page left open past midnight still knows.
    const expiry = expiryProblem(values.expiry, new Date());
    if (expiry) fail(['expiry'], expiry === 'past' ? 'expired' : 'expiry');
    if (!isValidCvc(values.cvc, values.cardNumber)) fail(['cvc'], 'cvc');
  });
}

export type CheckoutValues = z.infer<ReturnType<typeof useCheckoutRules>['base']>;

/** The wizard's first values: the fetched cart, its first saved address, a card payment. */
export function checkoutDefaults(cart: CheckoutCart): CheckoutValues {
  return {
    lines: cart.lines.map((line) => ({ ...line })),
    couponCode: '',
    coupon: null,
    addressId: cart.addresses[0]?.id ?? NEW_ADDRESS,
    address: EMPTY_ADDRESS,
    paymentMethod: 'card',
    cardNumber: '',
    cardName: '',
    expiry: '',
    cvc: '',
    paypalEmail: '',
  };
}

/** The chosen address: a saved one, or the one typed. */
export function chosenAddress(values: CheckoutValues, cart: CheckoutCart): OrderAddress {
  const saved = cart.addresses.find((a) => a.id === values.addressId);
  if (!saved) return values.address;
  const { id: _id, label: _label, ...address } = saved;
  return address;
}

/** The order call's body. */
export function toOrderRequest(values: CheckoutValues, cart: CheckoutCart): CheckoutOrderInput {
  return {
    lines: values.lines.map(({ productId, qty }) => ({ productId, qty })),
    coupon: values.coupon?.code,
    address: chosenAddress(values, cart),
    payment:
      values.paymentMethod === 'paypal'
        ? { method: 'paypal', paypalEmail: values.paypalEmail.trim() }
        : {
            method: 'card',
            cardNumber: values.cardNumber,
            cardName: values.cardName.trim(),
            expiry: values.expiry.trim(),
            cvc: values.cvc.trim(),
          },
  };
}

/**
 * The form value a refused field of the order call belongs to: `payment.cardNumber` is the
 * card number, `coupon` the coupon code; a refused saved address is shown on the address choice.
 */
export function checkoutFieldOf(values: CheckoutValues) {
  return (field: string): string => {
    if (field.startsWith('payment.')) return field.slice('payment.'.length);
    if (field === 'coupon') return 'couponCode';
    if (field.startsWith('address') && values.addressId !== NEW_ADDRESS) return 'addressId';
    return field;
  };
}
