import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

import { localeLoaders } from '../../shared/locale-loaders.ts';

/** The `ecommerce` namespace: one block per screen (`products.*`, `orders.*`) plus `common.*`. */
export const ecommerceResources = { en, fr, de, ar };
export type EcommerceTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const ecommerceLocaleLoaders = localeLoaders(
  import.meta.glob('./*.json', { import: 'default' }),
);
