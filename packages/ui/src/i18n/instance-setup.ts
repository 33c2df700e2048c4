import type { i18n as I18n, InitOptions } from 'i18next';

import {
  applyLanguage,
  defaultLanguage,
  isLanguage,
  storeLanguage,
  supportedLanguages,
} from './languages.ts';

/** The init options both i18n factories (bundled and lazy) agree on; fresh for each instance. */
export const sharedInitOptions = () =>
  ({
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    returnNull: false,
  }) satisfies InitOptions;

/** Mirrors the language on `<html lang dir>` now and at every change, and stores each choice. */
export function syncDocumentLanguage(instance: I18n): void {
  applyLanguage(instance.language);
  instance.on('languageChanged', (lng) => {
    applyLanguage(lng);
    if (isLanguage(lng)) storeLanguage(lng);
  });
}
