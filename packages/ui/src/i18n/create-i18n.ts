import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { uiResources } from './locales/index.ts';
import { sharedInitOptions, syncDocumentLanguage } from './instance-setup.ts';
import {
  defaultLanguage,
  readStoredLanguage,
  supportedLanguages,
  type Language,
} from './languages.ts';

/** One namespace's texts in every supported language. */
export type NamespaceResources = Record<Language, Record<string, unknown>>;

export interface CreateI18nOptions {
  /** Namespaces beyond `ui`, keyed by namespace name. */
  namespaces?: Record<string, NamespaceResources>;
  /** Start language; defaults to the stored choice. */
  language?: Language;
  /** Store the choice and mirror it on `<html lang dir>`. Off in unit tests. */
  syncDocument?: boolean;
}

/**
 * A fresh i18next instance per app, story or test, so no two share language state. Resources are
 * bundled, so `init` finishes synchronously and the first render is already translated.
 */
export function createI18n({
  namespaces = {},
  language,
  syncDocument = true,
}: CreateI18nOptions = {}): I18n {
  const all: Record<string, NamespaceResources> = { ui: uiResources, ...namespaces };
  const resources: Resource = {};
  for (const lng of supportedLanguages) {
    resources[lng] = Object.fromEntries(Object.entries(all).map(([ns, texts]) => [ns, texts[lng]]));
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    ...sharedInitOptions(),
    lng: language ?? (syncDocument ? readStoredLanguage() : defaultLanguage),
    ns: Object.keys(all),
    initAsync: false,
  });
  if (syncDocument && typeof document !== 'undefined') syncDocumentLanguage(instance);
  return instance;
}
