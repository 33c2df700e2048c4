import type { NamespaceLoaders } from '../create-lazy-i18n.ts';

/** The `ui` namespace, one chunk per language (the app loads only the languages it shows). */
export const uiLocaleLoaders: NamespaceLoaders = {
  en: () => import('./en.json').then((m) => m.default),
  fr: () => import('./fr.json').then((m) => m.default),
  de: () => import('./de.json').then((m) => m.default),
  ar: () => import('./ar.json').then((m) => m.default),
};
