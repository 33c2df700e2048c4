import type { NamespaceLoaders } from '@atrium/ui';

import ar from './ar.json';
import de from './de.json';
import en from './en.json';
import fr from './fr.json';

export const appResources = { en, fr, de, ar };
export type AppTexts = typeof en;

/** The same texts, one chunk per language: what the running app loads. */
export const appLocaleLoaders: NamespaceLoaders = {
  en: () => import('./en.json').then((m) => m.default),
  fr: () => import('./fr.json').then((m) => m.default),
  de: () => import('./de.json').then((m) => m.default),
  ar: () => import('./ar.json').then((m) => m.default),
};
