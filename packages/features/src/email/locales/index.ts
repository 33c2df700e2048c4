import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

import { localeLoaders } from '../../shared/locale-loaders.ts';

/** The `email` namespace: the views, labels and one block per pane. */
export const emailResources = { en, fr, de, ar };
export type EmailTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const emailLocaleLoaders = localeLoaders(
  import.meta.glob('./*.json', { import: 'default' }),
);
