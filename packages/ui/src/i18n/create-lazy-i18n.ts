import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { sharedInitOptions, syncDocumentLanguage } from './instance-setup.ts';
import { isLanguage, readStoredLanguage, type Language } from './languages.ts';
import { uiLocaleLoaders } from './locales/loaders.ts';

/** One namespace's texts, each language loaded on demand: `{ en: () => import('./en.json') }`. */
export type NamespaceLoaders = Record<Language, () => Promise<Record<string, unknown>>>;

export interface CreateLazyI18nOptions {
  /** Namespaces beyond `ui`, keyed by namespace name. */
  namespaces?: Record<string, NamespaceLoaders>;
  /** Start language; defaults to the stored choice. */
  language?: Language;
  /**
   * Namespaces of `namespaces` not loaded at start: the screens that use them call
   * `loadNamespaces` before they render (a big feature's texts stay off the login page).
   */
  deferred?: readonly string[];
}

/** An i18next backend that reads each namespace's language from its loader. */
function loaderBackend(all: Record<string, NamespaceLoaders>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language: string, namespace: string, callback: ReadCallback) => {
      const load = isLanguage(language) ? all[namespace]?.[language] : undefined;
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (texts) => callback(null, texts),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

/**
 * The app's i18n: only the shown language (and English, the fallback) is downloaded, the others
 * when the user picks them, which keeps every route's first load small (the login page's JavaScript budget).
 * Resolves once the first language is ready, so the first render is already translated;
 * `changeLanguage` resolves after the new texts arrive, so no screen shows keys meanwhile.
 */
export async function createLazyI18n({
  namespaces = {},
  language,
  deferred = [],
}: CreateLazyI18nOptions = {}): Promise<I18n> {
  const all: Record<string, NamespaceLoaders> = { ui: uiLocaleLoaders, ...namespaces };
  const instance = i18next.createInstance();
  await instance
    .use(loaderBackend(all))
    .use(initReactI18next)
    .init({
      ...sharedInitOptions(),
      lng: language ?? readStoredLanguage(),
      // i18next adds a namespace here once `loadNamespaces` fetched it, so a language change
      // reloads the deferred ones a screen has already used.
      ns: Object.keys(all).filter((namespace) => !deferred.includes(namespace)),
      react: { useSuspense: false },
    });
  if (typeof document !== 'undefined') syncDocumentLanguage(instance);
  return instance;
}
