import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

import { localeLoaders } from '../../shared/locale-loaders.ts';

export const frontResources = { en, fr, de, ar };
export type FrontTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const frontLocaleLoaders = localeLoaders(
  import.meta.glob('./*.json', { import: 'default' }),
);
