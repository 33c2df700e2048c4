import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

import { localeLoaders } from '../../shared/locale-loaders.ts';

/** The `invoice` namespace: one block per screen (`list.*`, `form.*`, `preview.*`) plus `common.*`. */
export const invoiceResources = { en, fr, de, ar };
export type InvoiceTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const invoiceLocaleLoaders = localeLoaders(
  import.meta.glob('./*.json', { import: 'default' }),
);
