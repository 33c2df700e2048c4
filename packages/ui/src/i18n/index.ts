export { createI18n, type CreateI18nOptions, type NamespaceResources } from './create-i18n.ts';
export {
  createLazyI18n,
  type CreateLazyI18nOptions,
  type NamespaceLoaders,
} from './create-lazy-i18n.ts';
export {
  applyLanguage,
  defaultLanguage,
  directionOf,
  isLanguage,
  languageStorageKey,
  languages,
  readStoredLanguage,
  rtlLanguages,
  storeLanguage,
  supportedLanguages,
  type Direction,
  type Language,
} from './languages.ts';
export { dateTimeFormat, numberFormat, relativeTimeFormat } from './intl-cache.ts';
export { useDirection } from './use-direction.ts';
