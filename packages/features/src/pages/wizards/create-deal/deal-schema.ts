import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import {
  DEAL_MAX_AMOUNT,
  DEAL_MAX_PERCENT,
  DEAL_MAX_USES,
  DEAL_REGIONS,
  DEAL_TYPES,
} from '@atrium/mocks/values';
import type { WizardDealInput } from '@atrium/mocks/types';

import type { PagesTexts } from '../../locales/index.ts';
import { numberText, typedNumber } from '../numbers.ts';

type DealErrorKey = keyof PagesTexts['wizards']['deal']['errors'];

/** Each step's values, in the order shown: Next checks these. */
export const DEAL_STEP_FIELDS = {
  type: ['type', 'discount'],
  details: ['title', 'code', 'client', 'startDate', 'endDate'],
  usage: ['regions', 'maxUses', 'usesPerCustomer', 'minimumSpend', 'notify'],
  review: [],
} as const;

/** Whether a deal type carries a discount figure, and which. */
export const discountKind = (type: string): 'percent' | 'amount' | null =>
  type === 'percentage' ? 'percent' : type === 'flat' ? 'amount' : null;

export function useDealSchema() {
  const { t } = useTranslation('pages');
  const message = (key: DealErrorKey) => t(`wizards.deal.errors.${key}`);
  const required = z.string().trim().min(1, message('required'));
  const uses = numberText(message('uses'), { min: 1, max: DEAL_MAX_USES, integer: true });
  return z
    .object({
      type: z.enum(DEAL_TYPES),
      discount: z.string(),
      title: required,
      code: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{3,20}$/, message('code')),
      client: required,
      startDate: required,
      endDate: required,
      regions: z.array(z.enum(DEAL_REGIONS)).min(1, message('regions')),
      maxUses: uses,
      usesPerCustomer: uses,
      minimumSpend: numberText(message('minimumSpend'), { min: 0, max: DEAL_MAX_AMOUNT }),
      notify: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const fail = (path: string, key: DealErrorKey) =>
        ctx.addIssue({ code: 'custom', path: [path], message: message(key) });
      const discount = typedNumber(values.discount);
      const kind = discountKind(values.type);
      if (
        kind === 'percent' &&
        !(Number.isInteger(discount) && discount >= 1 && discount <= DEAL_MAX_PERCENT)
      )
        fail('discount', 'discountPercent');
      if (kind === 'amount' && !(discount > 0 && discount <= DEAL_MAX_AMOUNT))
        fail('discount', 'discountAmount');
      if (values.endDate < values.startDate) fail('endDate', 'endDate');
      if (typedNumber(values.usesPerCustomer) > typedNumber(values.maxUses))
        fail('usesPerCustomer', 'usesPerCustomer');
    });
}

export type DealValues = z.infer<ReturnType<typeof useDealSchema>>;

export const DEAL_DEFAULTS: DealValues = {
  type: 'percentage',
  discount: '',
  title: '',
  code: '',
  client: '',
  startDate: '',
  endDate: '',
  regions: [],
  maxUses: '',
  usesPerCustomer: '1',
  minimumSpend: '0',
  notify: true,
};

/** The deal call's body: numbers as numbers, no discount for the types without one. */
export function toDealRequest(values: DealValues): WizardDealInput {
  return {
    type: values.type,
    discount: discountKind(values.type) ? typedNumber(values.discount) : 0,
    title: values.title.trim(),
    code: values.code.trim().toUpperCase(),
    client: values.client.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    regions: values.regions,
    maxUses: typedNumber(values.maxUses),
    usesPerCustomer: typedNumber(values.usesPerCustomer),
    minimumSpend: typedNumber(values.minimumSpend),
    notify: values.notify,
  };
}
