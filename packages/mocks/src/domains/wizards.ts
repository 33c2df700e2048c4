import { nextId } from '../lib/ids.ts';
import { invalid, success, type Outcome } from '../lib/outcome.ts';
import { BodyReader } from '../lib/validate.ts';
import type { WizardDeal, WizardProperty } from '../types/wizards.ts';
import {
  DEAL_MAX_AMOUNT,
  DEAL_MAX_PERCENT,
  DEAL_MAX_USES,
  DEAL_REGIONS,
  DEAL_TYPES,
  PROPERTY_AREA_MAX,
  PROPERTY_AREA_MIN,
  PROPERTY_FEATURES,
  PROPERTY_KINDS,
  PROPERTY_LISTING_KINDS,
  PROPERTY_MAX_ROOMS,
  PROPERTY_PRICE_MAX,
  pricePerArea,
} from '../values/wizards.ts';

const oneOfList =
  <T extends string>(allowed: readonly T[]) =>
  (item: unknown): item is T =>
    typeof item === 'string' && (allowed as readonly string[]).includes(item);

/** The discount a deal type carries: a percent, an amount, or none (BOGO, free shipping). */
function readDiscount(reader: BodyReader, type: WizardDeal['type'] | undefined): number {
  if (type === 'percentage')
    return reader.number('discount', { min: 1, max: DEAL_MAX_PERCENT, integer: true }) ?? 0;
  if (type === 'flat') return reader.number('discount', { min: 0.01, max: DEAL_MAX_AMOUNT }) ?? 0;
  return 0;
}

/**
 * POST /api/pages/wizards/deals: a deal with its type, details and usage limits. Field errors for
 * a discount out of its type's range, an end date before the start, a code already used, limits
 * that are not positive whole numbers or a per-customer limit above the total.
 */
export function createDeal(deals: WizardDeal[], body: unknown, now: Date): Outcome<WizardDeal> {
  const reader = new BodyReader(body);
  const type = reader.oneOf('type', DEAL_TYPES);
  const discount = readDiscount(reader, type);
  const title = reader.string('title', { max: 100 });
  const code = reader.string('code', { max: 20 })?.toUpperCase();
  if (code !== undefined && !/^[A-Z0-9_-]{3,20}$/.test(code))
    reader.fail('code', 'Use 3 to 20 letters, digits, dashes or underscores.');
  else if (code !== undefined && deals.some((d) => d.code === code))
    reader.fail('code', 'This code is already used by another deal.');
  const client = reader.string('client', { max: 100 });
  const startDate = reader.date('startDate');
  const endDate = reader.date('endDate');
  if (startDate && endDate && endDate < startDate)
    reader.fail('endDate', 'The end date must be on or after the start date.');
  const regions = reader.list('regions', oneOfList(DEAL_REGIONS), { what: 'regions' }) ?? [];
  if (reader.has('regions') && regions.length === 0)
    reader.fail('regions', 'Pick at least one region.');
  const maxUses = reader.number('maxUses', { min: 1, max: DEAL_MAX_USES, integer: true });
  const usesPerCustomer = reader.number('usesPerCustomer', {
    min: 1,
    max: DEAL_MAX_USES,
    integer: true,
  });
  if (maxUses !== undefined && usesPerCustomer !== undefined && usesPerCustomer > maxUses)
    reader.fail('usesPerCustomer', 'The limit per customer cannot exceed the total limit.');
  const minimumSpend = reader.number('minimumSpend', { min: 0, max: DEAL_MAX_AMOUNT });
  const notify = reader.boolean('notify', { required: false }) ?? false;
  if (!reader.ok) return invalid(reader.errors);
  const deal: WizardDeal = {
    id: nextId(deals),
    type: type ?? 'percentage',
    title: title ?? '',
    code: code ?? '',
    discount,
    client: client ?? '',
    startDate: startDate ?? '',
    endDate: endDate ?? '',
    regions,
    maxUses: maxUses ?? 1,
    usesPerCustomer: usesPerCustomer ?? 1,
    minimumSpend: minimumSpend ?? 0,
    notify,
    createdAt: now.toISOString(),
  };
  deals.push(deal);
  return success(deal);
}

const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/**
 * POST /api/pages/wizards/properties: a listing with its owner, kind, features, area and price;
 * the price per square metre is computed here. Field errors for numbers that are not positive
 * or out of range, and a bad email or phone.
 */
export function createProperty(
  properties: WizardProperty[],
  body: unknown,
  now: Date,
): Outcome<WizardProperty> {
  const reader = new BodyReader(body);
  const ownerName = reader.string('ownerName', { max: 100 });
  const ownerEmail = reader.email('ownerEmail');
  const ownerPhone = reader.string('ownerPhone', { max: 20 });
  if (ownerPhone !== undefined && !PHONE.test(ownerPhone))
    reader.fail('ownerPhone', 'The phone number is not valid.');
  const kind = reader.oneOf('kind', PROPERTY_KINDS);
  const listing = reader.oneOf('listing', PROPERTY_LISTING_KINDS);
  const rooms = { min: 0, max: PROPERTY_MAX_ROOMS, integer: true };
  const bedrooms = reader.number('bedrooms', rooms);
  const bathrooms = reader.number('bathrooms', rooms);
  const features =
    reader.list('features', oneOfList(PROPERTY_FEATURES), { what: 'features', required: false }) ??
    [];
  const address = reader.string('address', { max: 200 });
  const city = reader.string('city', { max: 100 });
  const area = reader.number('area', { min: PROPERTY_AREA_MIN, max: PROPERTY_AREA_MAX });
  const price = reader.number('price', { min: 1, max: PROPERTY_PRICE_MAX });
  if (!reader.ok) return invalid(reader.errors);
  const property: WizardProperty = {
    id: nextId(properties),
    ownerName: ownerName ?? '',
    ownerEmail: ownerEmail ?? '',
    ownerPhone: ownerPhone ?? '',
    kind: kind ?? 'house',
    listing: listing ?? 'sale',
    bedrooms: bedrooms ?? 0,
    bathrooms: bathrooms ?? 0,
    features: [...new Set(features)],
    address: address ?? '',
    city: city ?? '',
    area: area ?? 0,
    price: price ?? 0,
    pricePerArea: pricePerArea(price ?? 0, area ?? 0) ?? 0,
    createdAt: now.toISOString(),
  };
  properties.push(property);
  return success(property);
}
