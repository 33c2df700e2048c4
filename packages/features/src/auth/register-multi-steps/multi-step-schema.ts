import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { expiryProblem, isValidCardNumber } from '@atrium/mocks/values';
import type { UserPlan } from '@atrium/mocks/types';

import { useAccountFields, useTermsField } from '../register/account-schema.ts';

/** The plans a new account can start on (the users list's plans). */
export const PLANS = [
  'basic',
  'team',
  'company',
  'enterprise',
] as const satisfies readonly UserPlan[];

export interface MultiStepValues {
  username: string;
  email: string;
  password: string;
  confirm: string;
  firstName: string;
  lastName: string;
  mobile: string;
  pinCode: string;
  address: string;
  landmark: string;
  city: string;
  state: string;
  plan: UserPlan;
  cardNumber: string;
  cardName: string;
  expiry: string;
  cvc: string;
  terms: boolean;
}

/** Each step's fields, in the order they are shown: Next checks these, and focus follows it. */
export const STEP_FIELDS = [
  ['username', 'email', 'password', 'confirm'],
  ['firstName', 'lastName', 'mobile', 'pinCode', 'address', 'landmark', 'city', 'state'],
  ['plan', 'cardNumber', 'cardName', 'expiry', 'cvc', 'terms'],
] as const satisfies readonly (readonly (keyof MultiStepValues)[])[];

export const EMPTY_VALUES: MultiStepValues = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  firstName: '',
  lastName: '',
  mobile: '',
  pinCode: '',
  address: '',
  landmark: '',
  city: '',
  state: '',
  plan: 'basic',
  cardNumber: '',
  cardName: '',
  expiry: '',
  cvc: '',
  terms: false,
};

/** The three steps' rules together; the page checks one step's fields at a time. */
export function useMultiStepSchema() {
  const { t } = useTranslation('auth');
  const account = useAccountFields();
  const terms = useTermsField();
  const required = (
    key: 'firstName' | 'mobile' | 'pinCode' | 'address' | 'city' | 'state' | 'cardName',
  ) =>
    z
      .string()
      .trim()
      .min(1, t(`multiStep.errors.${key}`));
  return z
    .object({
      ...account,
      confirm: z.string(),
      firstName: required('firstName'),
      lastName: z.string().trim(),
      mobile: required('mobile').regex(/^\+?[\d\s-]{7,20}$/, t('multiStep.errors.mobileFormat')),
      pinCode: required('pinCode').regex(/^\d{4,10}$/, t('multiStep.errors.pinCodeFormat')),
      address: required('address'),
      landmark: z.string().trim(),
      city: required('city'),
      state: required('state'),
      plan: z.enum(PLANS),
      cardNumber: z.string().refine(isValidCardNumber, t('multiStep.errors.cardNumber')),
      cardName: required('cardName'),
      // "Now" is read when the form checks it: a page left open past midnight still knows.
      expiry: z
        .string()
        .refine((v) => expiryProblem(v, new Date()) === null, t('multiStep.errors.expiry')),
      cvc: z.string().regex(/^\d{3,4}$/, t('multiStep.errors.cvc')),
      terms,
    })
    .refine((values) => values.password === values.confirm, {
      path: ['confirm'],
      message: t('multiStep.errors.confirm'),
    });
}
