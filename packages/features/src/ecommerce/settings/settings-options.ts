import { STORE_CURRENCIES } from '@atrium/mocks/values';

import { href } from '../routes.ts';

/** The settings tabs, in order; the first is the default (the `ecommerce.settings` route without a tab). */
export const SETTINGS_TABS = [
  'store',
  'payments',
  'checkout',
  'shipping',
  'locations',
  'notifications',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const SETTINGS_PATH = href('ecommerce.settings');

export const isSettingsTab = (value: string | undefined): value is SettingsTab =>
  SETTINGS_TABS.includes(value as SettingsTab);

/** ISO 3166 codes offered for the store address and shipping zones (names come from Intl). */
export const COUNTRIES = [
  'US',
  'CA',
  'MX',
  'BR',
  'GB',
  'IE',
  'FR',
  'DE',
  'ES',
  'IT',
  'NL',
  'BE',
  'CH',
  'AE',
  'SA',
  'EG',
  'MA',
  'IN',
  'JP',
  'AU',
] as const;

/** IANA zones offered for the store; shown as their ids, which are the same in every language. */
export const TIMEZONES = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Cairo',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;

/** Country names in the current language ("Allemagne"), falling back to the code. */
export function countryOptions(language: string) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
}

export function currencyOptions(language: string) {
  const names = new Intl.DisplayNames([language], { type: 'currency' });
  return STORE_CURRENCIES.map((code) => ({
    value: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}
