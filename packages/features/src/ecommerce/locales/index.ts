import type { NamespaceLoaders } from '@atrium/ui';

import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

/** The `ecommerce` namespace: one block per screen (`products.*`, `orders.*`) plus `common.*`. */
export const ecommerceResources = { en, fr, de, ar };
export type EcommerceTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const ecommerceLocaleLoaders: NamespaceLoaders = {
  en: () => import('./en.json').then((m) => m.default),
  fr: () => import('./fr.json').then((m) => m.default),
  de: () => import('./de.json').then((m) => m.default),
  ar: () => import('./ar.json').then((m) => m.default),
};
