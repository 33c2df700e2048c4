import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import {
  PROPERTY_AREA_MAX,
  PROPERTY_AREA_MIN,
  PROPERTY_FEATURES,
  PROPERTY_KINDS,
  PROPERTY_LISTING_KINDS,
  PROPERTY_MAX_ROOMS,
  PROPERTY_PRICE_MAX,
} from '@atrium/mocks/values';
import type { WizardPropertyInput } from '@atrium/mocks/types';

import type { PagesTexts } from '../../locales/index.ts';
import { numberText, typedNumber } from '../numbers.ts';

type PropertyErrorKey = keyof PagesTexts['wizards']['property']['errors'];

/** Each step's values, in the order shown: Next checks these. */
export const PROPERTY_STEP_FIELDS = {
  personal: ['ownerName', 'ownerEmail', 'ownerPhone'],
  property: ['kind', 'listing', 'bedrooms', 'bathrooms'],
  features: ['features'],
  area: ['address', 'city', 'area'],
  price: ['price'],
  review: [],
} as const;

export function usePropertySchema() {
  const { t } = useTranslation('pages');
  const message = (key: PropertyErrorKey) => t(`wizards.property.errors.${key}`);
  const required = z.string().trim().min(1, message('required'));
  const rooms = numberText(message('rooms'), { min: 0, max: PROPERTY_MAX_ROOMS, integer: true });
  return z.object({
    ownerName: required,
    ownerEmail: z.string().trim().email(message('email')),
    ownerPhone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, message('phone')),
    kind: z.enum(PROPERTY_KINDS),
    listing: z.enum(PROPERTY_LISTING_KINDS),
    bedrooms: rooms,
    bathrooms: rooms,
    features: z.array(z.enum(PROPERTY_FEATURES)),
    address: required,
    city: required,
    area: numberText(message('area'), { min: PROPERTY_AREA_MIN, max: PROPERTY_AREA_MAX }),
    price: numberText(message('price'), { min: 1, max: PROPERTY_PRICE_MAX }),
  });
}

export type PropertyValues = z.infer<ReturnType<typeof usePropertySchema>>;

export const PROPERTY_DEFAULTS: PropertyValues = {
  ownerName: '',
  ownerEmail: '',
  ownerPhone: '',
  kind: 'apartment',
  listing: 'sale',
  bedrooms: '',
  bathrooms: '',
  features: [],
  address: '',
  city: '',
  area: '',
  price: '',
};

/** The listing call's body: numbers as numbers. */
export function toPropertyRequest(values: PropertyValues): WizardPropertyInput {
  return {
    ...values,
    ownerName: values.ownerName.trim(),
    ownerEmail: values.ownerEmail.trim(),
    ownerPhone: values.ownerPhone.trim(),
    bedrooms: typedNumber(values.bedrooms),
    bathrooms: typedNumber(values.bathrooms),
    address: values.address.trim(),
    city: values.city.trim(),
    area: typedNumber(values.area),
    price: typedNumber(values.price),
  };
}
