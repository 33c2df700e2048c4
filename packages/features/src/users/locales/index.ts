import type { NamespaceLoaders } from '@atrium/ui';

import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

/** The `users` namespace: one block per screen (`permissions.*`), role names and `common.*`. */
export const usersResources = { en, fr, de, ar };
export type UsersTexts = typeof en;

/** The same texts, one chunk per language, for the app. */
export const usersLocaleLoaders: NamespaceLoaders = {
  en: () => import('./en.json').then((m) => m.default),
  fr: () => import('./fr.json').then((m) => m.default),
  de: () => import('./de.json').then((m) => m.default),
  ar: () => import('./ar.json').then((m) => m.default),
};
