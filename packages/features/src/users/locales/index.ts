import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

import { localeLoaders } from '../../shared/locale-loaders.ts';

/** The `users` namespace: one block per screen (`permissions.*`), role names and `common.*`. */
export const usersResources = { en, fr, de, ar };
export type UsersTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const usersLocaleLoaders = localeLoaders(
  import.meta.glob('./*.json', { import: 'default' }),
);
