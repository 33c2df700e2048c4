import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

import { localeLoaders } from '../../shared/locale-loaders.ts';

/** The `academy` namespace: one block per screen and `common`. */
export const academyResources = { en, fr, de, ar };
export type AcademyTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const academyLocaleLoaders = localeLoaders(
  import.meta.glob('./*.json', { import: 'default' }),
);
