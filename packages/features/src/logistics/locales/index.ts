import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

import { localeLoaders } from '../../shared/locale-loaders.ts';

/** The `logistics` namespace: one block per screen (`fleet`, `dashboard`, …) and `common`. */
export const logisticsResources = { en, fr, de, ar };
export type LogisticsTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const logisticsLocaleLoaders = localeLoaders(
  import.meta.glob('./*.json', { import: 'default' }),
);
